import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest } from '@/lib/api-client'
import { setSignedInUser, type User } from '@/lib/auth'

/** AvatarChange is a new picture to upload, or the removal of the current one. */
type AvatarChange = { file: File } | { remove: true }

interface AvatarResponse {
  success: boolean
  message: string
  user: User
}

/** updateAvatar posts multipart: field `avatar` (the file) or removeAvatar='true'. */
async function updateAvatar(change: AvatarChange): Promise<AvatarResponse> {
  const form = new FormData()
  if ('file' in change) form.set('avatar', change.file)
  else form.set('removeAvatar', 'true')
  const res = await apiRequest('POST', '/api/user/avatar', form)
  return (await res.json()) as AvatarResponse
}

/** useUpdateAvatar saves the change, updates the cached user and toasts the outcome (product.md §8). */
export function useUpdateAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: (data) => {
      setSignedInUser(queryClient, data.user)
      toast({ title: 'Profile updated', description: 'Your profile picture has been updated successfully' })
    },
    onError: (err) => toast({ variant: 'destructive', title: 'Update failed', description: err.message }),
  })
}
