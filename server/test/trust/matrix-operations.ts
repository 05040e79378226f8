import type { z } from 'zod'
import type { Fixture } from './fixtures'
import { fixtureValue, knownIds } from './known-values'
import {
  bodyNamesRow,
  notImplementedHere,
  pathParams,
  resourceOf,
  type Operation,
} from './operations'

/**
 * The authorization matrix: every operation × every kind of caller → the status the decisions page
 * gives. 401 for no, a malformed, an expired or a revoked token and for a soft-deleted user; 403 for
 * a client on an admin operation; 404 for another company's rows, and for another person's own rows
 * (as for a row that is not there).
 * Which is which comes from each route's `x-access`; the requests from its example and the fixture.
 */

export const ACTORS = [
  'no token',
  'malformed token',
  'expired token',
  'revoked token',
  'soft-deleted user',
  'client of the owning company',
  'client of another company',
  'admin',
] as const
export type Actor = (typeof ACTORS)[number]

export interface Request {
  method: string
  path: string
  body?: unknown
  /** A file's content type: `body` is its text, sent as it is. */
  type?: string
  /** A form's fields, its `file` the text of a file: sent as `multipart/form-data`. */
  form?: Record<string, string>
}

export const MISSING = 999_999

/** The query's required parameters, each with its documented example ("?by=client_company"). */
function requiredQuery(operation: Operation): string {
  const required = Object.entries(operation.query?.shape ?? {}).filter(
    ([, schema]) => !(schema as z.ZodType).safeParse(undefined).success,
  )
  const pairs = required.map(([name, schema]) => {
    const example = (schema as z.ZodType).meta()?.example
    if (example === undefined)
      throw new Error(`${operation.name}: its required query parameter ${name} has no example`)
    return [name, String(example)]
  })
  return pairs.length > 0 ? `?${new URLSearchParams(pairs)}` : ''
}

/**
 * What the matrix sends for an operation, all derived from its route and the fixture: the path with
 * Acme's own row, the documented example body (with ids that exist here), in the query only what
 * it requires.
 */
export function exampleRequest(operation: Operation, f: Fixture, missing?: string): Request {
  const path =
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const id = name === missing ? MISSING : knownIds(f, operation, name)[0]
      if (id === undefined) {
        throw new Error(
          `${operation.name}: no ${name} in the fixture (server/test/trust/fixtures.ts, ids.${resourceOf(operation.path)})`,
        )
      }
      return encodeURIComponent(String(id))
    }) + requiredQuery(operation)
  if (operation.form) return { method: operation.method, path, form: operation.form.example }
  if (operation.file)
    return {
      method: operation.method,
      path,
      body: operation.file.example,
      type: operation.file.type,
    }
  if (operation.body && operation.example === undefined) {
    throw new Error(`${operation.name}: its body has no example (jsonBody(schema, example))`)
  }
  const body =
    operation.example === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(operation.example as Record<string, unknown>).map(([key, value]) => [
            key,
            fixtureValue(f, operation, key) ?? value,
          ]),
        )
  return { method: operation.method, path, body }
}

/**
 * The same request for a row that does not exist, for an operation on a company's or a person's
 * row: another company's (another person's) row must answer exactly as this one does.
 */
export function missingRequest(operation: Operation, f: Fixture): Request | undefined {
  const [first] = pathParams(operation.path)
  if (operation.access !== 'company' && operation.access !== 'owner') return undefined
  if (bodyNamesRow(operation)) {
    const request = exampleRequest(operation, f)
    return { ...request, body: { ...(request.body as object), id: MISSING } }
  }
  if (first === undefined) return undefined
  return exampleRequest(operation, f, first)
}

/** A company-scoped list: the text in it only the owning company (and admins) may read. */
export function secretOf(operation: Operation, f: Fixture): string | undefined {
  if (operation.access !== 'company' || operation.method !== 'GET') return undefined
  if (pathParams(operation.path).length > 0) return undefined
  const secret = f.secrets[resourceOf(operation.path)]
  if (secret === undefined) {
    throw new Error(
      `${operation.name}: a company-scoped list with no secret in the fixture (secrets.${resourceOf(operation.path)})`,
    )
  }
  return secret
}

export function get(path: string): Request {
  return { method: 'GET', path }
}
export function post(path: string, body: unknown = undefined): Request {
  return { method: 'POST', path, body }
}

const SIGNED_OUT: Actor[] = [
  'no token',
  'malformed token',
  'expired token',
  'revoked token',
  'soft-deleted user',
]

export function expectedStatus(operation: Operation, actor: Actor): number {
  const success = notImplementedHere(operation) ? 501 : operation.success
  if (operation.access === 'anyone') return success
  if (operation.access === 'metrics token') return 401
  if (SIGNED_OUT.includes(actor)) return 401
  // The fixture's rows of a person are the Acme client's: to anyone else, they are not there.
  if (operation.access === 'owner') return actor === 'client of the owning company' ? success : 404
  if (actor === 'admin' || operation.access === 'signed in') return success
  if (operation.access === 'admin') return 403
  if (actor === 'client of the owning company') return success
  // Another company's row is not there; a list or a create only ever reaches one's own company.
  return pathParams(operation.path).length > 0 || bodyNamesRow(operation) ? 404 : success
}

export function authorization(f: Fixture, actor: Actor): string | undefined {
  switch (actor) {
    case 'no token':
      return undefined
    case 'malformed token':
      // A live admin token inside a header that is not one bearer token: must not be picked out.
      return `Bearer ${f.admin.token} ${f.admin.token}`
    case 'expired token':
      return `Bearer ${f.badTokens.expired}`
    case 'revoked token':
      return `Bearer ${f.badTokens.revoked}`
    case 'soft-deleted user':
      return `Bearer ${f.badTokens.deletedUser}`
    case 'client of the owning company':
      return `Bearer ${f.client.token}`
    case 'client of another company':
      return `Bearer ${f.other.token}`
    case 'admin':
      return `Bearer ${f.admin.token}`
  }
}
