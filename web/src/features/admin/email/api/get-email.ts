import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { emailKeys } from './keys'
import type { OutboxEmail } from './types'

interface EmailResponse {
  success: boolean
  email: OutboxEmail
}

const emailQuery = (id: number) =>
  queryOptions({
    queryKey: emailKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await getJson<EmailResponse>(`/api/admin/email/${id}`, signal, (b) => typeof b.email === 'object' && b.email !== null)).email,
  })

/** useEmail reads GET /api/admin/email/{id}: the whole message, its link tokens masked. */
export function useEmail(id: number) {
  return useQuery(emailQuery(id))
}
