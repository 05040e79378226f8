import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as the SMTP server received it: envelope recipients, subject and decoded text. */
export interface ReceivedMail {
  from: string
  to: string[]
  subject: string
  text: string
}

/** Quoted-printable soft breaks and escapes, as nodemailer writes a long text body. */
function decodeQuotedPrintable(text: string) {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? ''
  const body = raw.slice(split + 4)
  const text = /quoted-printable/i.test(header('content-transfer-encoding'))
    ? decodeQuotedPrintable(body)
    : body
  return { from, to, subject: header('subject'), text: text.replace(/\r\n/g, '\n').trimEnd() }
}

/**
 * A real SMTP server on a loopback port for the tests, which keeps what it receives; it takes any
 * user and password.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const envelope = session.envelope
        received.push(
          parse(
            Buffer.concat(chunks).toString('latin1'),
            envelope.mailFrom ? envelope.mailFrom.address : '',
            envelope.rcptTo.map((r) => r.address),
          ),
        )
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://tester:secret@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
