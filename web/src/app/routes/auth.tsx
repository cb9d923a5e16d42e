import { Navigate } from 'react-router'
import { AuthPage } from '@/features/auth/components/auth-page'
import { useCurrentUser } from '@/lib/auth'
import { PageFallback } from '../layout/page-fallback'

/** AuthRoute is /auth; signed-in visitors go to /dashboard. */
export function AuthRoute() {
  const { user, isLoading } = useCurrentUser()
  if (isLoading) return <PageFallback />
  if (user) return <Navigate to="/dashboard" replace />
  return <AuthPage />
}
