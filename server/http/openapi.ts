import type { ZodType } from 'zod'
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

export const jsonBody = <T extends ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
})

export const bearer = [{ ApiKeyAuth: [] as string[] }]
