import { spawnSync } from 'node:child_process'
import { X509Certificate, createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * A self-signed certificate for 127.0.0.1, made by openssl into `dir`, for a server under test or
 * bench to speak HTTPS (and so HTTP/2 to a browser): its files, its PEM to trust it by, and the
 * hash of its public key for Chromium's `--ignore-certificate-errors-spki-list`.
 */
export async function makeCertificate(dir: string) {
  const certFile = join(dir, 'cert.pem')
  const keyFile = join(dir, 'key.pem')
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', keyFile, '-out', certFile, '-days', '2'],
    ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
  ])
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`)
  const cert = await readFile(certFile)
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })
  const spkiHash = createHash('sha256').update(publicKey).digest('base64')
  return { certFile, keyFile, cert, key: await readFile(keyFile), spkiHash }
}
