/**
 * `npm start`: build the dashboard when the build is missing or older than its sources, then run
 * the server that serves it beside the API.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const builtIndex = join(root, 'dist', 'index.html')
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    info.mtimeMs,
  )
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
const changedAt = Math.max(...sources.map((s) => newestChange(join(root, s))))
if (changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'Building the dashboard…'
      : 'The dashboard changed since its build: rebuilding…',
  )
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

await import('../main')
