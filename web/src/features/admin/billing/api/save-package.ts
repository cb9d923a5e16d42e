import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'
import { packagesChanged } from './reorder'
import type { AdminPackage, PackageInput } from './types'

interface PackageResponse {
  success: boolean
  message: string
  package: AdminPackage
}

/**
 * useSavePackage creates a package (POST /api/admin/credit-packages) or, given
 * an id, changes one (PUT /api/admin/credit-packages/{id}).
 */
export function useSavePackage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: PackageInput }) => {
      const res =
        id === null
          ? await apiRequest('POST', '/api/admin/credit-packages', input)
          : await apiRequest('PUT', `/api/admin/credit-packages/${id}`, input)
      return (await res.json()) as PackageResponse
    },
    onSuccess: (body) => {
      toast({ title: 'Success', description: body.message })
      packagesChanged(queryClient)
    },
    onError: (err, { id }) => toastError(err, id === null ? 'Failed to create credit package' : 'Failed to update credit package'),
  })
}
