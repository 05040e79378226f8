import { answerText } from './event-stream'
import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { createApp } from '../app'
import { hashPassword } from '../auth/passwords'
import { issueToken } from '../auth/tokens'
import { readConfig } from '../config'
import { resolveCompanyByName } from '../db/companies'
import { type Database, type OpenDatabase, openDatabase } from '../db/open'
import { writeContracts } from '../db/search-totals'
import { users } from '../db/schema'
import { rowsOf } from './trust/fingerprint'
import { seedDemo } from '../db/seed-demo'
import { listen } from '../ops/listen'
import { liveHub, startedHub } from '../live/hub'
import { createTestDatabase, testPostgresUrl } from './postgres'
import { checkedFetch, responseChecker } from './response-check'

export const TEST_PASSWORD = 'password123'
let testPasswordHash: Promise<string> | undefined

export interface RequestOptions {
  token?: string
  body?: unknown
  /** Sent as it is, not JSON-encoded. */
  rawBody?: string
  /** Sent as `multipart/form-data` (files). */
  form?: FormData
  headers?: Record<string, string>
}

export interface TestResponse {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever came back
  body: any
  headers: Headers
}

const emptyingStatements = new WeakMap<Database, ReturnType<typeof sql.raw>>()

/**
 * Every table of the schema emptied and its ids restarted: found, not listed, so that a new table
 * needs no line here.
 */
async function emptyEveryTable(db: Database): Promise<void> {
  let statement = emptyingStatements.get(db)
  if (!statement) {
    const tables = await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
    const names = tables.map(({ name }) => `"${name}"`).join(', ')
    statement = sql.raw(`truncate table ${names} restart identity cascade`)
    emptyingStatements.set(db, statement)
  }
  await db.execute(statement)
}

/** A fresh migrated database; `close` also removes it when it lives on PostgreSQL. */
async function openTestDatabase(): Promise<OpenDatabase & { url?: string }> {
  const postgresUrl = testPostgresUrl()
  if (postgresUrl) {
    const fresh = await createTestDatabase(postgresUrl)
    const database = await openDatabase({ databaseUrl: fresh.url })
    return {
      ...database,
      url: fresh.url,
      close: async () => {
        await database.close()
        await fresh.drop()
      },
    }
  }
  return openPgliteTestDatabase()
}

/** A fresh migrated in-memory PGlite database, whatever DATABASE_URL says. */
export async function openPgliteTestDatabase(): Promise<OpenDatabase> {
  // Set by server/test/global-setup.ts; without it each database is created from scratch (slower).
  const templatePath = process.env.PGLITE_TEMPLATE
  const template = templatePath ? new Blob([await readFile(templatePath)]) : undefined
  return openDatabase({ template })
}

/**
 * The real app over a fresh database: in-memory PGlite, or a database of its own on PostgreSQL when
 * DATABASE_URL is set. One per test file (creating one takes a while), emptied between tests with
 * `reset()`, removed by `close()`.
 */
export async function createTestContext(env: Record<string, string> = {}) {
  const database = await openTestDatabase()
  const config = readConfig({
    DATA_DIR: 'memory:',
    SEED_DEMO: '0',
    LOG_REQUESTS: '0',
    CORS_ORIGINS: '*',
    ...env,
  } as NodeJS.ProcessEnv)
  const { db } = database
  const app = createApp({ db, config })
  // Every success answer a test reads is checked against its route's response schema, strictly.
  const checkResponse = responseChecker(app)

  async function request(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    let body: string | FormData | undefined = options.form ?? options.rawBody
    if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['Content-Type'] ??= 'application/json'
    }
    const response = await app.request(path, { method, headers, body })
    const text = await answerText(response)
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON (a CSV, a compressed answer): keep the text
    }
    if (typeof parsed !== 'string') checkResponse(method, path, response, parsed)
    return { status: response.status, body: parsed, headers: response.headers }
  }

  /** A user straight in the database (fast: one shared password hash); its company by name. */
  async function createUser(fields: {
    name?: string
    email: string
    company: string
    type?: 'client' | 'admin'
    phone?: string
  }) {
    testPasswordHash ??= hashPassword(TEST_PASSWORD)
    const companyId = await resolveCompanyByName(db, fields.company)
    const [user] = await db
      .insert(users)
      .values({
        name: fields.name ?? fields.email.split('@')[0]!,
        email: fields.email,
        type: fields.type ?? 'client',
        phone: fields.phone ?? null,
        companyId,
        passwordHash: await testPasswordHash,
      })
      .returning()
    const { token } = await issueToken(db, user!.id, config.tokenTtlDays)
    return { id: user!.id, companyId, email: fields.email, token }
  }

  /**
   * The cast most tests begin with: Ada Admin of Staffing HQ, Anna of Acme Oy and Gina of Globex
   * Ltd (client staff), each with an id and a token; and, for requests, the admin's and Anna's
   * tokens and the ids of Acme Oy and Globex Ltd. Creating users writes no history.
   */
  async function cast() {
    const ada = await createUser({
      name: 'Ada Admin',
      email: 'admin@hq.example',
      company: 'Staffing HQ',
      type: 'admin',
    })
    const anna = await createUser({
      name: 'Anna',
      email: 'anna@acme.example',
      company: 'Acme Oy',
      phone: '+358 40 1',
    })
    const gina = await createUser({
      name: 'Gina',
      email: 'gina@globex.example',
      company: 'Globex Ltd',
    })
    return {
      ada,
      anna,
      gina,
      admin: ada.token,
      client: anna.token,
      acme: anna.companyId,
      globex: gina.companyId,
    }
  }

  return {
    app,
    db,
    config,
    /** The test database's URL on PostgreSQL (another process could open it); undefined on PGlite. */
    databaseUrl: database.url,
    request,
    createUser,
    cast,
    // Contracts emptied by plain SQL: the searched totals kept for them are forgotten.
    reset: async () => {
      await writeContracts(
        db,
        () => emptyEveryTable(db),
        () => 'unknown',
      )
      // The feed (the history) was emptied under the process's hub: it goes on from its start.
      ;(await startedHub(db))?.rewind(0)
    },
    close: async () => {
      await (await startedHub(db))?.close()
      await database.close()
    },
  }
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>

/** The real app listening on a loopback port, for dashboard component tests. */
export async function startTestServer() {
  const context = await createTestContext()
  // As server/main.ts: the hub from the start, so reads answer their feed position.
  await liveHub(context.db, context.config)
  /** The answers the dashboard was given that their routes' schemas refuse: `close` fails on them. */
  const refused: string[] = []
  const fetch = checkedFetch(context.app, refused)
  const { server, port, connections } = await listen({ fetch, port: 0, hostname: '127.0.0.1' })
  return {
    url: `http://127.0.0.1:${port}`,
    context,
    reset: () => context.reset(),
    seedDemo: async () => {
      await seedDemo(context.db)
    },
    signIn: async (email: string, password: string): Promise<string> => {
      const response = await context.request('POST', '/api/v1/auth/token', {
        body: { email, password },
      })
      if (response.status !== 201) throw new Error(`Sign-in failed: ${response.status}`)
      return response.body.token as string
    },
    /** The answers the schemas refused since the last call: a test file's, when it ends. */
    takeRefused: () => refused.splice(0),
    close: async () => {
      // The test is over: a request still in flight would otherwise keep its connection open for
      // the keep-alive timeout (65 s) after its answer, past the hook's own timeout.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      connections.closeAll()
      await closed
      await context.close()
      if (refused.length > 0)
        throw new Error(`The API answered what its schemas refuse:\n${refused.join('\n')}`)
    },
  }
}
