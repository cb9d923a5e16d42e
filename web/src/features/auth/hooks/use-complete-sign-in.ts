import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { toast, type ToastInput } from '@/hooks/use-toast'
import { refreshAccountData, setSignedInUser, type User } from '@/lib/auth'

/** After a login or sign-up the dashboard opens this long after the toast (product.md §9: 300-500 ms). */
const POST_LOGIN_REDIRECT_MS = 400

/** Pages a sign-in does not leave for /dashboard: they hold the visitor's work. */
const STAY_AFTER_SIGN_IN = ['/dashboard', '/texture-studio']

/**
 * useCompleteSignIn returns what runs once the server has signed a user in:
 * cache the user, refresh user, credits and plan, toast, then go to
 * /dashboard (product.md §4), or to `to` when the caller names a page (the landing
 * sign-up opens the studio).
 */
export function useCompleteSignIn(): (user: User, message: ToastInput, to?: string) => void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    (user, message, to) => {
      setSignedInUser(queryClient, user)
      void refreshAccountData(queryClient)
      toast(message)
      window.setTimeout(() => {
        if (to) void navigate(to)
        // Signing in from the studio keeps the visitor there, with their ?prompt=.
        else if (!STAY_AFTER_SIGN_IN.includes(window.location.pathname)) void navigate('/dashboard')
      }, POST_LOGIN_REDIRECT_MS)
    },
    [queryClient, navigate],
  )
}
