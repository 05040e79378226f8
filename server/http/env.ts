import type { Locale } from '../../src/interface/locales'
import type { Config } from '../config'
import type { TokenCache } from '../auth/token-cache'
import type { Database } from '../db/open'
import type { Logger } from '../ops/log'

/** The signed-in person, as the auth middleware found them through their token. */
export interface AuthUser {
  id: number
  name: string
  email: string
  phone: string | null
  locale: Locale | null
  type: 'client' | 'admin'
  companyId: number
  companyName: string
  tokenId: number
}

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
