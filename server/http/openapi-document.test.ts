import { execFile } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, TEST_PASSWORD } from '../test/harness'

/**
 * The API as other programs see it: the served document passes Redocly's recommended rules, names
 * every operation, and a client generated from it (openapi-typescript + openapi-fetch) type-checks
 * and works against the running server.
 */

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const work = path.join(root, 'reports', 'openapi-client')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

let server: Awaited<ReturnType<typeof startTestServer>>
let document: {
  paths: Record<string, Record<string, { operationId?: string }>>
}

beforeAll(async () => {
  server = await startTestServer()
  document = await (await fetch(`${server.url}/api/openapi.json`)).json()
  await rm(work, { recursive: true, force: true })
  await mkdir(work, { recursive: true })
})
afterAll(async () => {
  await server.close()
})

describe('the served OpenAPI document', () => {
  it('passes `redocly lint` with the recommended rules: no errors', async () => {
    const file = path.join(work, 'openapi.json')
    await writeFile(file, JSON.stringify(document))
    const lint = await run(bin('redocly'), ['lint', file, '--format=summary'], {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((failure: { code: number; stdout: string; stderr: string }) => failure)
    // Redocly exits non-zero exactly when a rule at the error level fails.
    expect(`${lint.stdout}${lint.stderr}`).not.toMatch(/^error\s/m)
    expect('code' in lint ? lint.code : 0).toBe(0)
  })

  it('gives every operation a stable, unique operationId in camelCase', () => {
    const ids = Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        operation: `${method.toUpperCase()} ${route}`,
        id: operation.operationId,
      })),
    )
    expect(ids.filter((entry) => !entry.id)).toEqual([])
    for (const { id } of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/)
    expect(new Set(ids.map((entry) => entry.id)).size).toBe(ids.length)
  })
})

const client = `import createClient from 'openapi-fetch'
import type { paths } from './api'

export async function journey(baseUrl: string, email: string, password: string) {
  const api = createClient<paths>({ baseUrl })
  const signIn = await api.POST('/api/v1/auth/token', { body: { email, password } })
  if (!signIn.data) throw new Error('sign-in failed')
  const headers = { Authorization: \`Bearer \${signIn.data.token}\` }
  const list = await api.GET('/api/v1/contracts', { params: { query: { per_page: 5 } }, headers })
  if (!list.data) throw new Error('list failed')
  const first = list.data.contracts[0]
  if (!first) throw new Error('no contract')
  const edit = await api.POST('/api/v1/contracts/id/{id}/edit', {
    params: { path: { id: first.id } },
    body: { notes: 'Edited through the generated client', allocation: 60 },
    headers,
  })
  const after = await api.GET('/api/v1/contracts/id/{id}', {
    params: { path: { id: first.id } },
    headers,
  })
  return {
    signedInAs: signIn.data.user.email,
    total: list.data.total,
    message: edit.data?.message,
    notes: after.data?.notes,
    allocation: after.data?.allocation,
  }
}

export function misuse(api: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error: the generated types know the body's fields and their types
  void api.POST('/api/v1/auth/token', { body: { email: 42 } })
  // @ts-expect-error: and the paths that exist
  void api.GET('/api/v1/no-such-list')
}
`

describe('a client generated from the served document', () => {
  it('type-checks, signs in, lists and edits against the running server', async () => {
    await writeFile(path.join(work, 'api.d.ts'), astToString(await openapiTS(document as never)))
    await writeFile(path.join(work, 'client.ts'), client)
    const compile = await run(
      bin('tsc'),
      [
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        path.join(work, 'client.ts'),
      ],
      { cwd: root },
    ).catch((failure: { stdout: string }) => ({ stdout: failure.stdout, failed: true }))
    expect(compile.stdout).toBe('')

    const { context } = server
    const admin = await context.createUser({
      email: 'admin@hq.example',
      company: 'Staffing HQ',
      type: 'admin',
    })
    const acme = await context.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
    const created = await context.request('POST', '/api/v1/contracts', {
      token: admin.token,
      body: {
        the_contract_id: 'TYPED-1',
        client_company_id: acme.companyId,
        vendor_company_id: admin.companyId,
        contract_start: '2026-01-01',
      },
    })
    expect(created.status).toBe(201)

    const { journey } = (await import(path.join(work, 'client.ts'))) as {
      journey: (url: string, email: string, password: string) => Promise<unknown>
    }
    expect(await journey(server.url, admin.email, TEST_PASSWORD)).toEqual({
      signedInAs: 'admin@hq.example',
      total: 1,
      message: 'Contract updated successfully',
      notes: 'Edited through the generated client',
      allocation: 60,
    })
  })
})
