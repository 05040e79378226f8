export { authQueries, useSignIn, useSignOut } from './api'
export { safeRedirect } from './redirect'
export { endSessionOnUnauthorized } from './session-expiry'
export { useCurrentUser } from './use-current-user'
