import type { Locale } from '../../src/interface/locales'

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
