import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'
import { adminBlogKeys, type PostInput, type PostSaved } from './types'

/**
 * useSavePost creates a post (POST, when id is null) or saves one (PUT).
 * The server's answer is the post now; a refusal (400: 'Title is required',
 * 'Slug is already taken', ...) shows its message in a toast.
 */
export function useSavePost(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: PostInput) => {
      const res =
        id === null
          ? await apiRequest('POST', '/api/admin/blog/posts', input)
          : await apiRequest('PUT', `/api/admin/blog/posts/${id}`, input)
      return (await res.json()) as PostSaved
    },
    onSuccess: (body) => {
      toast({ title: 'Success', description: body.message })
      queryClient.setQueryData(adminBlogKeys.post(body.post.id), body.post)
      void queryClient.invalidateQueries({ queryKey: adminBlogKeys.lists() })
    },
    onError: (err) => toastError(err, 'Failed to save the post'),
  })
}
