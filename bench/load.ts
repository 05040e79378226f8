import autocannon from 'autocannon'

export interface LoadResult {
  name: string
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

/** autocannon at `connections` for `seconds`, as the issues ask (16 connections, 10 s). */
export async function load(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 16,
    duration: options.seconds ?? 10,
    headers: { Accept: 'application/json', ...options.headers },
  })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

export function printLoadTable(results: LoadResult[]) {
  console.table(
    results.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  )
}
