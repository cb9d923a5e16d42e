import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '@/hooks/use-toast'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { clearSignedInUser } from '@/lib/auth'

/** DeleteAccountInput confirms the deletion: the password, or nothing after a fresh Google sign-in. */
interface DeleteAccountInput {
  password?: string
}

/** deleteAccount removes the account and all that is its own; the server ends the session. */
async function deleteAccount(input: DeleteAccountInput): Promise<MessageResponse> {
  const res = await apiRequest('DELETE', '/api/user', input)
  return (await res.json()) as MessageResponse
}

/** useDeleteAccount signs the browser out as logging out does, says so, and goes home. */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (data) => {
      clearSignedInUser(queryClient)
      toast({ title: 'Account deleted', description: data.message })
      void navigate('/', { replace: true })
    },
  })
}
