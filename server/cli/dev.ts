/** `npm run dev`: the API in watch mode on API_PORT and Vite with hot reload proxying /api to it. */
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort }
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { env, stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
