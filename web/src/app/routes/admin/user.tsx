import { useParams } from 'react-router'
import { AdminPageHeader } from '@/features/admin/shell/components/admin-page-header'
import { UserDetail } from '@/features/admin/users/components/user-detail'

/** AdminUserRoute is /admin/users/:id: one account, its credits and activity, and what an admin can do to it. */
export function AdminUserRoute() {
  const { id = '' } = useParams()
  const userId = /^\d+$/.test(id) ? Number(id) : 0
  if (userId <= 0) return <AdminPageHeader title="User not found" description="There is no user with this id." />
  // A new user, a new page: dialogs and their fields start afresh.
  return <UserDetail key={userId} id={userId} />
}
