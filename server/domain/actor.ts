/** Who asks, as far as what they may see depends on it: admins see every company's records. */
export interface Actor {
  type: 'client' | 'admin'
  companyId: number
}
