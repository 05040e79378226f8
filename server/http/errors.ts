import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'
import type { ErrorBody } from '../../src/interface'
import { isDiskFull } from '../db/pg-errors'
import { etagOf } from '../domain/etag'
import { unstorableText, zodFieldErrors } from '../domain/input'
import {
  ChangedSinceError,
  InvalidFieldsError,
  NotFoundError,
  ForbiddenError,
  StateConflictError,
} from '../domain/errors'
import type { AppEnv } from './env'

/** An error the client caused or may see, rendered as the decisions page's body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** More members of the body (a 412's `current`). */
    readonly more?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** Laravel's 422: the first sentence, "(and N more errors)", and every failing field. */
export function validationError(errors: Record<string, string[]>): ApiError {
  const sentences = Object.values(errors).flat()
  const more = sentences.length - 1
  const message =
    more > 0
      ? `${sentences[0]} (and ${more} more error${more > 1 ? 's' : ''})`
      : (sentences[0] ?? 'Invalid.')
  return new ApiError(422, message, errors)
}

export const fieldError = (field: string, sentence: string) =>
  validationError({ [field]: [sentence] })

export const notFound = (what = 'Record') => new ApiError(404, `${what} not found.`)
export const forbidden = (message = 'This action is unauthorized.') => new ApiError(403, message)
export const unauthenticated = () => new ApiError(401, 'Unauthenticated.')

/**
 * Every request validator's result: 400 when the body is not a JSON object, else 422 per field;
 * valid input still gets a 422 for text the database cannot store.
 */
export function validationHook(
  result: { success: true; data?: unknown } | { success: false; error: ZodError; target?: string },
  _c: Context,
) {
  if (result.success) {
    const errors = unstorableText(result.data)
    if (Object.keys(errors).length > 0) throw validationError(errors)
    return
  }
  const rootTypeError = result.error.issues.some(
    (i) => i.path.length === 0 && i.code === 'invalid_type',
  )
  if (result.target === 'json' && rootTypeError) {
    throw new ApiError(400, 'The request body must be a JSON object.')
  }
  throw validationError(zodFieldErrors(result.error))
}

export function errorBody(err: ApiError): ErrorBody {
  const body = err.errors ? { message: err.message, errors: err.errors } : { message: err.message }
  return err.more ? { ...body, ...err.more } : body
}

/** The one place a domain error becomes an answer: its status and body from the decisions page. */
export function fromDomainError(err: unknown): ApiError | undefined {
  if (err instanceof NotFoundError) return notFound(err.resource)
  if (err instanceof InvalidFieldsError) return validationError(err.fields)
  if (err instanceof StateConflictError) return new ApiError(409, err.message)
  if (err instanceof ForbiddenError) return forbidden(err.message)
  if (err instanceof ChangedSinceError)
    return new ApiError(
      412,
      err.message,
      undefined,
      // Uncompressed, so the ETag stays strong (see withEtag).
      { ETag: etagOf(err.current), 'Cache-Control': 'no-cache, no-transform' },
      {
        current: err.current,
      },
    )
  return undefined
}

/** The answer to a write the database refused for want of disk space (507). */
export const DISK_FULL_MESSAGE = "The server's disk is full; nothing was saved."

export const onError: ErrorHandler = (thrown, c) => {
  const err = fromDomainError(thrown) ?? thrown
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value)
    return c.json(errorBody(err), err.status)
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode
    const message =
      status === 413 ? 'The request body is larger than 1 MiB.' : err.message || 'Bad Request.'
    return c.json({ message }, status)
  }
  const diskFull = isDiskFull(err)
  const log = (c as Context<AppEnv>).get('log')
  const what = diskFull ? 'write refused: the disk is full' : 'request failed'
  if (log) {
    const requestId = (c as Context<AppEnv>).get('requestId')
    log.error({ reqId: requestId, method: c.req.method, path: c.req.path, err }, what)
  } else console.error(`[${c.req.method} ${c.req.path}] ${what}`, err)
  // The write was rolled back; reads go on, and writes succeed again once there is room.
  if (diskFull) return c.json({ message: DISK_FULL_MESSAGE }, 507)
  return c.json({ message: 'Server Error' }, 500)
}
