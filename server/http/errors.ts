import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'
import type { ErrorBody } from '../../src/interface'

/** An error the client caused or may see, rendered as the decisions page's body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
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

export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'
    ;(errors[field] ??= []).push(issue.message)
  }
  return errors
}

/** Every request validator's failure: 400 when the body is not a JSON object, else 422 per field. */
export function validationHook(
  result: { success: true } | { success: false; error: ZodError; target?: string },
  _c: Context,
) {
  if (result.success) return
  const rootTypeError = result.error.issues.some(
    (i) => i.path.length === 0 && i.code === 'invalid_type',
  )
  if (result.target === 'json' && rootTypeError) {
    throw new ApiError(400, 'The request body must be a JSON object.')
  }
  throw validationError(zodFieldErrors(result.error))
}

export function errorBody(err: ApiError): ErrorBody {
  return err.errors ? { message: err.message, errors: err.errors } : { message: err.message }
}

export const onError: ErrorHandler = (err, c) => {
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
  console.error(`[${c.req.method} ${c.req.path}]`, err)
  return c.json({ message: 'Server Error' }, 500)
}
