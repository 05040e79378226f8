/**
 * What the domain refuses, in its own words: the database layer throws these and knows nothing of
 * HTTP; the HTTP error layer (server/http/errors.ts) turns each into the status and body the
 * decisions page gives.
 */

/** The record does not exist, is terminated or deleted, or the actor may not see it. */
export class NotFoundError extends Error {
  constructor(readonly resource: string) {
    super(`${resource} not found.`)
  }
}

/** Fields the rules refuse, each with the sentences a person reads. */
export class InvalidFieldsError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat()[0] ?? 'Invalid.')
  }
}

export const invalidField = (field: string, sentence: string) =>
  new InvalidFieldsError({ [field]: [sentence] })

/** The actor may not make this change (a client making someone an admin). */
export class ForbiddenError extends Error {}

/** The record's current state forbids the change (a position added to a cancelled inquiry). */
export class StateConflictError extends Error {}

/**
 * An If-Match that no longer matches: the record was written since the caller read it. Carries
 * the record as GET answers it now, and who changed it last.
 */
export class ChangedSinceError extends Error {
  constructor(
    readonly resource: string,
    readonly current: unknown,
    readonly last: { name: string | null; at: string } | undefined,
  ) {
    super(
      last
        ? `${resource} was changed by ${last.name ?? 'someone'} at ${last.at} since you opened it.`
        : `${resource} was changed since you opened it.`,
    )
  }
}
