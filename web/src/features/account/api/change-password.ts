import { useMutation } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest } from '@/lib/api-client'

export interface ChangePasswordInput {
  currentPassword: string
  newPassword: string
}

/** changePassword sets a new password; the server ends the account's other sessions. */
export async function changePassword(input: ChangePasswordInput): Promise<{ success: boolean; message: string }> {
  const res = await apiRequest('POST', '/api/user/password', input)
  return (await res.json()) as { success: boolean; message: string }
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (data) =>
      toast({
        title: 'Password changed',
        description: data.message || 'Your password has been changed. Other devices have been signed out.',
      }),
    onError: (err) => toast({ variant: 'destructive', title: 'Password not changed', description: err.message }),
  })
}
