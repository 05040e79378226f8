import { Outlet } from '@tanstack/react-router'
import { useCurrentUser } from '../../features/auth'
import { AdminsOnlyPage } from '../errors/AdminsOnlyPage'

/** The layout of admin pages: anyone else gets a clear "admins only" page instead. */
export function AdminOnly() {
  const currentUser = useCurrentUser()
  return currentUser.type === 'admin' ? <Outlet /> : <AdminsOnlyPage />
}
