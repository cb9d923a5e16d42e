import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError, apiRequest } from '@/lib/api-client'
import { clearSignedInUser } from '@/lib/auth'
import { toast } from './use-toast'

/**
 * useLogout ends the session (POST /api/logout): the user is cleared and a
 * 'Logged out' toast shows (private pages then send the browser home). A
 * failure toasts 'Logout failed' with the server's message (product.md §4, §8).
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)

  async function logout(): Promise<void> {
    setPending(true)
    try {
      await apiRequest('POST', '/api/logout')
      clearSignedInUser(queryClient)
      toast({ title: 'Logged out' })
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Logout failed',
        description: err instanceof ApiError ? err.message : 'An error occurred during logout',
      })
    } finally {
      setPending(false)
    }
  }

  return { logout, pending }
}
