import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * `npm run new:resource` in a copy of the repository (its tracked and new files, the same
 * node_modules): the resource it writes type-checks, its API test passes over the real app and
 * database, and it touched the files docs/adding-a-resource.md counts, no more.
 */
describe('npm run new:resource', () => {
  let copy: string
  let written: string

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'new-resource-'))
    const { stdout: files } = await run(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
    )
    for (const file of files.split('\0').filter(Boolean))
      await cp(join(root, file), join(copy, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error // a file deleted but not yet committed
      })
    await symlink(join(root, 'node_modules'), join(copy, 'node_modules'))
    await run('git', ['init', '-q'], { cwd: copy })
    await run('git', ['add', '-A'], { cwd: copy })
    await run(
      'git',
      ['-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'before'],
      {
        cwd: copy,
      },
    )
    const generated = await run(
      'npx',
      [
        'tsx',
        'scripts/new-resource.ts',
        'timesheets',
        '--fi',
        'tuntikirjaukset',
        '--fi-one',
        'tuntikirjaus',
      ],
      { cwd: copy },
    )
    written = generated.stdout
  }, 120_000)
  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true })
  })

  it('touches at most 12 files: the declaration, its words, its test, its migration, and registries it derives', async () => {
    const { stdout } = await run('git', ['status', '--porcelain', '--untracked-files=all'], {
      cwd: copy,
    })
    const touched = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3))
    // The migration is numbered after the newest one there.
    const number = /server\/db\/migrations\/(\d{4})_timesheets\.sql/.exec(touched.join('\n'))?.[1]
    expect(number, 'a migration of its own').toBeDefined()
    expect(touched.sort()).toEqual(
      [
        `server/db/migrations/${number}_timesheets.sql`,
        `server/db/migrations/meta/${number}_snapshot.json`,
        'server/db/migrations/meta/_journal.json',
        'server/db/schema.ts',
        'server/routes/timesheets.test.ts',
        'src/features/timesheets/messages.fi.ts',
        'src/features/timesheets/messages.ts',
        'src/features/timesheets/record.ts',
        'src/interface/resources.ts',
        'src/interface/timesheets.ts',
        'src/lib/api-types.ts',
        'src/lib/list-search-schemas.ts',
      ].sort(),
    )
    expect(written).toContain('Timesheets is declared.')
    expect(await readFile(join(copy, 'src/lib/api-types.ts'), 'utf8')).toContain(
      "'/api/v1/timesheets/{id}/history'",
    )
  })

  it('writes a resource that type-checks, whose API test passes, and whose pages work', async () => {
    // The type check and the API test side by side; the pages' test after them, alone: its
    // clicks wait on rendering, which three processes sharing two cores can slow past its waits.
    const [typecheck, api] = await Promise.allSettled([
      run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { cwd: copy }),
      run('npx', ['vitest', 'run', '--project', 'server', 'server/routes/timesheets.test.ts'], {
        cwd: copy,
      }),
    ])
    // The record kit's component test, which tries every record resource's pages; a failed
    // search prints no page (it would fill the failure's tail), only what it looked for.
    const [pages] = await Promise.allSettled([
      run('npx', ['vitest', 'run', '--project', 'dashboard*', 'src/features/records'], {
        cwd: copy,
        env: { ...process.env, DEBUG_PRINT_LIMIT: '0' },
      }),
    ])
    // What a failed command printed: vitest names the failed test and its error on stderr.
    const failure = (result: PromiseSettledResult<unknown>) => {
      if (result.status !== 'rejected') return ''
      const { stdout, stderr } = result.reason as { stdout?: string; stderr?: string }
      return stdout === undefined ? String(result.reason) : `${stdout}\n${stderr ?? ''}`
    }
    // A failure's message ends with the output's last lines, where the failed test is named.
    const tail = (output: string) => output.slice(-4000)
    expect(failure(typecheck), tail(failure(typecheck))).toBe('')
    expect(failure(api), tail(failure(api))).toBe('')
    expect(failure(pages), tail(failure(pages))).toBe('')
  }, 420_000)

  it('refuses a name it cannot use, and writes nothing', async () => {
    const refused = await run('npx', ['tsx', 'scripts/new-resource.ts', 'Time-Sheets'], {
      cwd: copy,
    }).catch((error: { code: number; stderr: string }) => error)
    expect(refused).toMatchObject({ code: 2 })
    expect((refused as { stderr: string }).stderr).toContain('Usage: npm run new:resource')
    const twice = await run(
      'npx',
      ['tsx', 'scripts/new-resource.ts', 'timesheets', '--fi', 'tuntikirjaukset'],
      { cwd: copy },
    ).catch((error: { code: number; stderr: string }) => error)
    expect((twice as { stderr: string }).stderr).toContain('exists already')
  }, 60_000)
})
