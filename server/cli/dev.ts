/** `npm run dev`: the API in watch mode on API_PORT and Vite with hot reload proxying /api to it. */
import { spawn } from 'node:child_process'
import pinoPretty from 'pino-pretty'

const apiPort = process.env.API_PORT ?? '3001'
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort }
const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
  env,
  stdio: ['inherit', 'pipe', 'inherit'],
})
// The API logs JSON lines; here they are printed readably (other lines pass through as they are).
api.stdout.pipe(
  pinoPretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    messageFormat: '{if method}{method} {path} {status} {ms} ms ({reqId}){end}{msg}',
    ignore: 'method,path,status,ms,reqId,route',
  }),
)
const children = [api, spawn('npx', ['vite'], { env, stdio: 'inherit' })]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
