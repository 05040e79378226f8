/**
 * The signed-in session as the browser keeps it: the bearer token and the id of its user.
 * The id is kept beside the token so form drafts can be keyed by person before /user answers.
 */
const TOKEN_KEY = 'staffing.session.token'
const USER_ID_KEY = 'staffing.session.userId'

export function getSessionToken(): string | null {
  return localStorage.getItem(TOKEN_KEY)
}

export function getSessionUserId(): number | null {
  const stored = localStorage.getItem(USER_ID_KEY)
  return stored === null ? null : Number(stored)
}

export function saveSession(token: string, userId: number): void {
  localStorage.setItem(TOKEN_KEY, token)
  localStorage.setItem(USER_ID_KEY, String(userId))
}

/** Drops the token only: the user id stays so that drafts saved before a 401 find their owner. */
export function dropSessionToken(): void {
  localStorage.removeItem(TOKEN_KEY)
}
