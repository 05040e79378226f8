import type { z, ZodType } from 'zod'
import { ErrorBody } from '../../src/interface'

const ERROR_MEANING = {
  400: 'The body is not valid JSON, or not a JSON object.',
  401: 'No token, or an unknown, revoked or expired one, or a deleted user.',
  403: 'Signed in, but not allowed.',
  404: 'Not found, deleted, or outside your company.',
  409: 'The current state forbids it.',
  413: 'The body is larger than 1 MiB.',
  415: 'The body is not sent as application/json.',
  422: 'Validation failed: `errors` names every failing field.',
  429: 'Too many failed sign-ins; see Retry-After.',
} as const

type ErrorStatus = keyof typeof ERROR_MEANING

export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: ERROR_MEANING[s], content: { 'application/json': { schema: ErrorBody } } },
    ]),
  ) as unknown as Record<
    S,
    { description: string; content: { 'application/json': { schema: typeof ErrorBody } } }
  >
}

export const jsonContent = <T extends ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/** A JSON request body; its `example` is what the API reference shows and the trust tests send. */
export const jsonBody = <T extends ZodType>(schema: T, example?: z.input<T>) => ({
  required: true,
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
})

export const bearer = [{ ApiKeyAuth: [] as string[] }]

/**
 * Who may call an operation: `anyone`; anyone `signed in` (nothing a company owns); `company`: a
 * client reaches only their own company's rows (another company's answer 404, or are left out of a
 * list), admins every company's; `admin` only (403 for clients). Written on every route as
 * `x-access` in the OpenAPI document; the authorization matrix checks each operation against it.
 * `owner`: only the person who made the row, admins included (anyone else's answers 404, as a
 * missing one does). `metrics token`: only the server's `METRICS_TOKEN`, which no user's token is
 * (401 for every user).
 */
export type Access = 'anyone' | 'signed in' | 'company' | 'owner' | 'admin' | 'metrics token'
export const ACCESS_LEVELS: readonly Access[] = [
  'anyone',
  'signed in',
  'company',
  'owner',
  'admin',
  'metrics token',
]
export const access = (level: Access) => ({ 'x-access': level })
