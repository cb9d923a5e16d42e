import { useState, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useCurrentUser, type User } from '@/lib/auth'
import { PageFallback } from './page-fallback'

/**
 * RequireUser renders its page for a signed-in user. Visitors go to /auth;
 * a user who signs out here (or whose session ends) goes home instead.
 */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { user, isLoading } = useCurrentUser()
  const [hadUser, setHadUser] = useState(false)
  if (user && !hadUser) setHadUser(true)
  if (isLoading) return <PageFallback />
  if (!user) return <Navigate to={hadUser ? '/' : '/auth'} replace />
  return children(user)
}
