import { answerText } from '../event-stream'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../src/interface'
import { derivedDrift } from '../../db/derived'
import { createTestContext, type TestContext } from '../harness'
import { changedTables, fingerprint } from './fingerprint'
import { edgeCases } from './edge-cases'
import { seedFixture, type Fixture } from './fixtures'
import { takeSnapshot } from './snapshot'
import { caseArbitrary, describeCase, type FuzzCase } from './fuzz-cases'
import { FUZZ_PARTS, notImplementedHere, operationsOf, type Operation } from './operations'

/** Generated requests per operation: small in `npm test`, large in `npm run fuzz`. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 10)
/** Fixed, so a failure found once is found again; FUZZ_SEED explores other cases. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_401)

const ONE_MIB = 1024 * 1024
const StrictErrorBody = ErrorBody.strict()

interface Answer {
  status: number
  contentType: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever came back
  body: any
  text: string
}

async function send(t: TestContext, fixture: Fixture, fuzzCase: FuzzCase): Promise<Answer> {
  const token = fuzzCase.actor === 'admin' ? fixture.admin.token : fixture.client.token
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
  }
  // A form sets its own content type (with its boundary).
  if (typeof fuzzCase.body === 'string') headers['Content-Type'] = 'application/json'
  if (fuzzCase.contentType !== undefined) {
    if (fuzzCase.contentType) headers['Content-Type'] = fuzzCase.contentType
    else delete headers['Content-Type']
  }
  const response = await t.app.request(`http://localhost${fuzzCase.url}`, {
    method: fuzzCase.method,
    headers,
    body: fuzzCase.body,
  })
  const text = await answerText(response)
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body,
    text,
  }
}

/** The names a 422 may give: the operation's body, query and path fields. */
function inputFields(operation: Operation): Set<string> {
  const shapeOf = (schema: unknown) => Object.keys((schema as { shape?: object })?.shape ?? {})
  return new Set([
    ...shapeOf(operation.body),
    ...shapeOf(operation.form?.schema),
    ...shapeOf(operation.query),
    ...shapeOf(operation.params),
  ])
}

/** What every answer must be, whatever was sent. */
function checkAnswer(operation: Operation, fuzzCase: FuzzCase, answer: Answer, changed: string[]) {
  const context = `${describeCase(fuzzCase)} → ${answer.status} ${answer.text.slice(0, 500)}`
  if (!(answer.status === 501 && notImplementedHere(operation)))
    expect(answer.status, context).toBeLessThan(500)
  const documented =
    operation.responses.has(answer.status) || (fuzzCase.pathMangled && answer.status === 404)
  expect(documented, `${context}: status not in the OpenAPI document`).toBe(true)
  if (answer.status >= 400) {
    expect(answer.contentType, context).toMatch(/^application\/json/)
    if (answer.status === 422 && Array.isArray(answer.body?.errors)) {
      // A file refused (an import): its documented answer, every error naming a row and a reason.
      const parsed = operation.responses.get(422)?.safeParse(answer.body)
      expect(parsed?.success, `${context}: not the documented refusal`).toBe(true)
      expect(answer.body.errors.length, `${context}: a 422 names no error`).toBeGreaterThan(0)
      for (const error of answer.body.errors) expect(error.message, context).toMatch(/\w/)
    } else
      expect(StrictErrorBody.safeParse(answer.body).success, `${context}: not the error body`).toBe(
        true,
      )
    if (answer.status === 422 && !Array.isArray(answer.body?.errors)) {
      const fields = Object.entries(answer.body.errors ?? {}) as [string, string[]][]
      expect(fields.length, `${context}: a 422 names no field`).toBeGreaterThan(0)
      const known = inputFields(operation)
      for (const [field, sentences] of fields) {
        // A field the client sent: of the body, the query or the path ("hires.0.title" → hires).
        expect(known.has(field.split('.')[0]!), `${context}: unknown field ${field}`).toBe(true)
        expect(sentences.length, context).toBeGreaterThan(0)
        for (const sentence of sentences) expect(sentence, context).toMatch(/\w/)
      }
    }
    expect(changed, `${context}: a rejected request changed stored rows`).toEqual([])
    return
  }
  if (fuzzCase.method === 'GET')
    expect(changed, `${context}: a read changed stored rows`).toEqual([])
  const schema = operation.responses.get(answer.status)
  if (schema && answer.contentType.startsWith('application/json')) {
    const parsed = schema.safeParse(answer.body)
    expect(parsed.success, `${context}: answer not as documented: ${parsed.error?.message}`).toBe(
      true,
    )
  }
}

/**
 * One test per operation of the part (1 to FUZZ_PARTS): FUZZ_RUNS generated requests each, checked for no 5xx, the
 * decisions page's error body, a database left exactly as it was by a rejected request, and the
 * docs, counters and id runs the triggers keep in step after an accepted write.
 */
export async function fuzzPart(part: number) {
  if (!Number.isInteger(part) || part < 1 || part > FUZZ_PARTS)
    throw new Error(`No fuzz part ${part}`)
  const t = await createTestContext()
  await t.reset()
  const fixture = await seedFixture(t)
  const restoreFixture = await takeSnapshot(t.db)
  const baseline = await fingerprint(t.db)
  let dirty = false
  const stats = { cases: 0, edgeCases: 0, serverErrors: 0, statuses: new Map<number, number>() }
  const operations = operationsOf(t.app).filter((_, index) => index % FUZZ_PARTS === part - 1)
  const group = `part ${part} of ${FUZZ_PARTS}`

  /** Back to the seeded state after a request that changed it, so every case starts alike. */
  async function restore() {
    if (!dirty) return
    await restoreFixture()
    const left = changedTables(baseline, await fingerprint(t.db))
    if (left.length > 0) throw new Error(`The restore left changes in ${left.join(', ')}`)
    dirty = false
  }

  async function run(operation: Operation, fuzzCase: FuzzCase) {
    await restore()
    const answer = await send(t, fixture, fuzzCase)
    const after = await fingerprint(t.db)
    const changed = changedTables(baseline, after)
    dirty = changed.length > 0
    stats.cases++
    if (answer.status >= 500 && !(answer.status === 501 && notImplementedHere(operation)))
      stats.serverErrors++
    stats.statuses.set(answer.status, (stats.statuses.get(answer.status) ?? 0) + 1)
    checkAnswer(operation, fuzzCase, answer, changed)
    if (dirty)
      expect(
        await derivedDrift(t.db),
        `${describeCase(fuzzCase)}: derived data out of step`,
      ).toEqual([])
    return answer
  }

  afterAll(async () => {
    const statuses = [...stats.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    console.log(
      `fuzz ${group}: ${stats.cases} cases (${stats.edgeCases} fixed edge cases, FUZZ_RUNS=${FUZZ_RUNS} ` +
        `random per operation, seed ${FUZZ_SEED}) over ${operations.length} operations; ` +
        `${stats.serverErrors} answered 5xx. Statuses: ${statuses}`,
    )
    await t.close()
  })

  describe(`fuzz: ${group}`, () => {
    it.each(operations.map((op) => [op.name, op] as const))(
      '%s',
      async (_name, operation) => {
        // Examples count in fast-check's numRuns: FUZZ_RUNS random cases come after them.
        const examples = edgeCases(fixture, operation, FUZZ_SEED)
        stats.edgeCases += examples.length
        await fc.assert(
          fc.asyncProperty(caseArbitrary(fixture, operation), async (fuzzCase) => {
            await run(operation, fuzzCase)
          }),
          {
            numRuns: examples.length + FUZZ_RUNS,
            seed: FUZZ_SEED,
            endOnFailure: true,
            examples: examples.map((c) => [c]),
          },
        )
      },
      60_000 + FUZZ_RUNS * 2_000,
    )

    const writes = operations.filter((op) => op.body)
    if (writes.length > 0) {
      it.each(writes.map((op) => [op.name, op] as const))(
        '%s: a body over 1 MiB answers 413 and changes nothing',
        async (_name, operation) => {
          const path = operation.path.replace(/\{\w+\}/g, '1')
          const answer = await run(operation, {
            actor: 'admin',
            method: operation.method,
            url: path,
            body: JSON.stringify({ title: 'x'.repeat(ONE_MIB) }),
            label: 'over 1 MiB',
            pathMangled: false,
          })
          expect(answer.status).toBe(413)
        },
      )
    }
  })
}
