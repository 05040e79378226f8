import type { Locale } from '../../src/interface/locales'
import type { NotifyEmail } from '../../src/interface/notify-email'

/** The signed-in person, as the auth middleware found them through their token. */
export interface AuthUser {
  id: number
  name: string
  email: string
  phone: string | null
  locale: Locale | null
  notifyEmail: NotifyEmail
  type: 'client' | 'admin'
  companyId: number
  companyName: string
  tokenId: number
}
