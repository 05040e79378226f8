import { apiStream, readBody } from '../../lib/api-stream'

/** `staffing-20261123-154500.tar.gz`, as the server names it. */
export function backupFileName(contentDisposition: string | null): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? 'staffing-backup.tar.gz'
}

/**
 * The whole database as the server's backup archive, read as it streams so that the bytes
 * received so far can be shown (the size is not known up front: it is compressed on the way).
 */
export async function downloadBackup(
  onProgress: (bytes: number) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiStream('/backup')
  const fileName = backupFileName(response.headers.get('Content-Disposition'))
  let bytes = 0
  const parts = await readBody(response, (chunk) => {
    bytes += chunk.byteLength
    onProgress(bytes)
  })
  return { blob: new Blob(parts, { type: 'application/gzip' }), fileName }
}
