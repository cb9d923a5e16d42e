import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'
import { adminBlogKeys } from './types'

/** useDeletePost sends DELETE /api/admin/blog/posts/{id}, then refreshes the lists. */
export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await apiRequest('DELETE', `/api/admin/blog/posts/${id}`)
      return (await res.json()) as MessageResponse
    },
    onSuccess: (body, id) => {
      toast({ title: 'Success', description: body.message || 'Post deleted' })
      queryClient.removeQueries({ queryKey: adminBlogKeys.post(id) })
      return queryClient.invalidateQueries({ queryKey: adminBlogKeys.lists() })
    },
    onError: (err) => toastError(err, 'Failed to delete the post'),
  })
}
