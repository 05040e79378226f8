import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { openDatabase } from '../db/open'

/**
 * Tests run on PostgreSQL when DATABASE_URL is set: global setup migrates a template database
 * once, and every test file gets its own copy of it, dropped when the file is done. The database
 * in DATABASE_URL itself is only connected to; the role needs CREATEDB.
 */
export const testPostgresUrl = (): string | undefined => process.env.DATABASE_URL || undefined

/** The same server and credentials, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

const randomSuffix = () => randomBytes(4).toString('hex')

async function onServer<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    return await work(sql)
  } finally {
    await sql.end()
  }
}

/**
 * A migrated empty database to copy from. Every database of this test run is named after it
 * (`staffing_test_<pid>_<random>_…`, letters, digits and underscores only, so the names can be
 * written into statements), and `dropAll` removes them all: also those of a test file that
 * forgot to close its context or whose worker died.
 */
export async function createTemplateDatabase(url: string): Promise<{
  name: string
  dropAll: () => Promise<void>
}> {
  const run = `staffing_test_${process.pid}_${randomSuffix()}`
  const name = `${run}_template`
  await onServer(url, (sql) => sql.unsafe(`create database ${name}`))
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) })
  await database.close()
  return {
    name,
    dropAll: () =>
      onServer(url, async (sql) => {
        const rows = await sql<{ name: string }[]>`
          select datname as name from pg_database where starts_with(datname, ${`${run}_`})`
        for (const row of rows) await sql.unsafe(`drop database if exists ${row.name} with (force)`)
      }),
  }
}

/** A fresh copy of the template database made by global setup; `drop` removes it. */
export async function createTestDatabase(url: string): Promise<{
  url: string
  drop: () => Promise<void>
}> {
  const template = process.env.POSTGRES_TEMPLATE_DATABASE
  if (!template)
    throw new Error('POSTGRES_TEMPLATE_DATABASE is unset: run the tests through vitest')
  const name = `${template.replace(/_template$/, '')}_${randomSuffix()}`
  await onServer(url, (sql) => sql.unsafe(`create database ${name} template ${template}`))
  return {
    url: withDatabase(url, name),
    // FORCE: a killed server (the crash test) may leave connections behind.
    drop: () =>
      onServer(url, async (sql) => {
        await sql.unsafe(`drop database if exists ${name} with (force)`)
      }),
  }
}
