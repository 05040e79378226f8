import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { brotliCompress, constants } from 'node:zlib'
import { promisify } from 'node:util'
import react from '@vitejs/plugin-react'
import { type Plugin, defineConfig } from 'vite'

/**
 * The modules every signed-in page loads with its layout: what `src/app/layout/AppLayout.tsx`
 * imports, directly or through its imports, and the entry does not. Found once the module graph is
 * known, for the `app` chunk below.
 */
const shell = new Set<string>()
function findShell(): Plugin {
  return {
    name: 'find-shell',
    apply: 'build',
    buildEnd() {
      const closure = (from: string[], stop: Set<string>) => {
        const seen = new Set<string>()
        const next = [...from]
        for (let id = next.pop(); id !== undefined; id = next.pop()) {
          if (seen.has(id) || stop.has(id)) continue
          seen.add(id)
          next.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      shell.clear()
      const ids = [...this.getModuleIds()]
      const entry = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      // None in a build of another page with this configuration (bench/bare/).
      const layout = ids.filter((id) => /src[\\/]app[\\/]layout[\\/]AppLayout\.tsx$/.test(id))
      for (const id of closure(layout, closure(entry, new Set()))) shell.add(id)
    },
  }
}

/**
 * Each script, style sheet and page of the build beside its Brotli form at the highest quality
 * (`name.br`), which the server sends to a browser that takes it (server/http/static.ts): 14%
 * fewer bytes than the gzip it would make on the fly (580 against 676 KB for the whole build), the
 * difference a phone's slow network feels most, made once here rather than on every answer.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress)
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    // Once the whole build is written: the bundle, and the files copied from public/ as they are.
    async closeBundle() {
      const names = await readdir(outDir, { recursive: true })
      await Promise.all(
        names
          .filter((name) => /\.(js|css|html|svg)$/.test(name))
          .map(async (name) => {
            const file = join(outDir, name)
            const packed = await brotli(await readFile(file), {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            })
            await writeFile(`${file}.br`, packed)
          }),
      )
    },
  }
}

const apiPort = process.env.API_PORT ?? '3001'

export default defineConfig({
  plugins: [react(), findShell(), precompress()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the dashboard supports preloads modules itself: no polyfill in the entry
    // chunk (about 0.4 KB of the sign-in page's JS). The page preloads the entry's chunks (links in
    // index.html, found by the browser's preload scanner), but a page's code loaded later does not
    // add a link for each of its chunks: the contract editor's were 71 links, each appended by the
    // entry's script on the main thread as the page loads (see the README's Lighthouse part).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, chunks, { hostType }) => (hostType === 'html' ? chunks : []),
    },
    // The sign-in page and everything it needs that the entry does not (the router, Mantine's core
    // and inputs, React's runtime) in one chunk, rather than the fifteen the automatic split made:
    // one gzip stream compresses them 4.6 KB smaller (142.0 → 137.4 KB for the sign-in page, and
    // 1 KB less for the inquiries after it), in 5 requests instead of 17. Every page needs most
    // of it; the sign-in form itself is about 2 KB of it. Lighthouse's mobile run of the sign-in
    // page, three each in turn: the same score (91 against 90–92), LCP 2.05–2.23 s against
    // 2.62–2.73 s, TBT 281–317 ms against 163–219 ms (likely: one script of 190 KB evaluated at once).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'sign-in',
              test: /src[\\/]features[\\/]auth[\\/]SignInPage/,
            },
            // Every signed-in page's shared code (the layout's, findShell above), rather than the
            // dozens of small chunks the automatic split made of it: the contracts page loads 53
            // scripts instead of 80, the same bytes; a browser fetches 6 at a time from one server.
            // Not their imports from the entry, which stay where the sign-in page finds them.
            { name: 'app', test: (id) => shell.has(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
