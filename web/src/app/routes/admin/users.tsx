import { UsersDirectory } from '@/features/admin/users/components/users-directory'

/** AdminUsersRoute is /admin/users: search and browse the accounts. */
export function AdminUsersRoute() {
  return <UsersDirectory />
}
