import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiRequest, type HttpMethod, type MessageResponse } from '@/lib/api-client'
import { toast } from '@/hooks/use-toast'
import { auditKeys } from '../../audit/api/get-audit'
import { toastError } from '../../shell/lib/toast-error'
import { usersKeys, type UserCredits } from './types'

/** The actions on one user (docs/admin-api.md), each answering {success, message, ...}. */
export type UserAction =
  | { kind: 'credits'; amount: number; reason: string }
  | { kind: 'admin'; isAdmin: boolean }
  | { kind: 'suspend' }
  | { kind: 'unsuspend' }
  | { kind: 'delete' }
  | { kind: 'verification' }
  | { kind: 'password-reset' }

interface ActionResponse extends MessageResponse {
  /** Credits only: how many changed hands, and the balance after. */
  change?: number
  credits?: UserCredits
}

function requestOf(id: number, action: UserAction): [HttpMethod, string, unknown?] {
  const url = `/api/admin/users/${id}`
  switch (action.kind) {
    case 'credits':
      return ['POST', `${url}/credits`, { amount: action.amount, reason: action.reason }]
    case 'admin':
      return ['PUT', `${url}/admin`, { isAdmin: action.isAdmin }]
    case 'delete':
      return ['DELETE', url]
    default:
      return ['POST', `${url}/${action.kind}`]
  }
}

/** FALLBACK is the error text when the server gives no message. */
const FALLBACK: Record<UserAction['kind'], string> = {
  credits: 'Failed to change credits',
  admin: 'Failed to change admin rights',
  suspend: 'Failed to suspend user',
  unsuspend: 'Failed to restore user',
  delete: 'Failed to delete user',
  verification: 'Failed to send verification link',
  'password-reset': 'Failed to send password reset',
}

/** refreshAfter drops what an action changed: the user lists and page, and the audit log it added to. */
function refreshAfter(queryClient: QueryClient, action: UserAction): Promise<unknown> {
  // A deleted user's page is left (and not asked for again, which would answer 404).
  const users = action.kind === 'delete' ? usersKeys.lists : usersKeys.all
  return Promise.all([queryClient.invalidateQueries({ queryKey: users }), queryClient.invalidateQueries({ queryKey: auditKeys.all })])
}

/**
 * useUserAction runs an action on user id: the server's message as a toast
 * ('Error' with its message when refused), then the data refreshed.
 */
export function useUserAction(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: UserAction) => {
      const [method, url, body] = requestOf(id, action)
      const res = await apiRequest(method, url, body)
      return (await res.json()) as ActionResponse
    },
    onSuccess: (res, action) => {
      toast({ title: res.message || 'Done' })
      // Not awaited: the dialog closes at once, and the page then shows the new data.
      void refreshAfter(queryClient, action)
    },
    onError: (err, action) => toastError(err, FALLBACK[action.kind]),
  })
}
