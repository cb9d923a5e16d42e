import { ProfileSettings } from '@/features/account/components/profile-settings'
import { RequireUser } from '../layout/require-user'

/** ProfileRoute is /dashboard/profile ("Profile Settings"). */
export function ProfileRoute() {
  return <RequireUser>{(user) => <ProfileSettings user={user} />}</RequireUser>
}
