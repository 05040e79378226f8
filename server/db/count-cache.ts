const MAX_ENTRIES = 2_000

/**
 * Exact counts remembered per key at a data version (see data_versions): valid until a write
 * moves the version on, so a total is never stale and a repeated search is never counted twice.
 */
export class CountCache {
  private readonly entries = new Map<string, { version: number; count: number }>()

  get(key: string, version: number): number | undefined {
    const entry = this.entries.get(key)
    if (!entry || entry.version !== version) return undefined
    // Re-inserting keeps the most recently used entries last, the first to go are the oldest.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.count
  }

  set(key: string, version: number, count: number): void {
    this.entries.delete(key)
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { version, count })
  }
}
