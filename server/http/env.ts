import type { AuthUser } from '../auth/auth-user'
import type { TokenCache } from '../auth/token-cache'
import type { Config } from '../config'
import type { Database } from '../db/open'
import type { Logger } from '../ops/log'

export interface AppEnv {
  Variables: {
    db: Database
    config: Config
    user: AuthUser
    tokenCache: TokenCache
    /** This request's `X-Request-Id`, on its answer and on every log line about it. */
    requestId: string
    log: Logger
  }
}
