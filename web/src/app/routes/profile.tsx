import { ProfileSettings } from '@/features/account/components/profile-settings'
import { startGoogleLogin } from '@/features/auth/lib/google-login'
import { RequireUser } from '../layout/require-user'

// Accounts without a password confirm who they are with a fresh Google sign-in.
const signInWithGoogle = (returnTo: string) => void startGoogleLogin({ redirectTo: returnTo })

/** ProfileRoute is /dashboard/profile ("Profile Settings"). */
export function ProfileRoute() {
  return <RequireUser>{(user) => <ProfileSettings user={user} signInWithGoogle={signInWithGoogle} />}</RequireUser>
}
