import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest } from '@/lib/api-client'
import { CURRENT_USER_KEY } from '@/lib/auth'

interface ChangePasswordInput {
  currentPassword: string
  newPassword: string
}

/** changePassword sets a new password; the server ends the account's other sessions. */
async function changePassword(input: ChangePasswordInput): Promise<{ success: boolean; message: string }> {
  const res = await apiRequest('POST', '/api/user/password', input)
  return (await res.json()) as { success: boolean; message: string }
}

/** useChangePassword toasts the outcome; the user is refetched, since a first password changes hasPassword. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (data) => {
      toast({
        title: 'Password changed',
        description: data.message || 'Your password has been changed. Other devices have been signed out.',
      })
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })
    },
    onError: (err) => toast({ variant: 'destructive', title: 'Password not changed', description: err.message }),
  })
}
