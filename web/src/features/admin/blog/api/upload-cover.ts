import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'

interface CoverResponse {
  success: boolean
  url: string
}

/** useUploadCover sends POST /api/admin/blog/cover (multipart, field file) and returns the stored image's URL. */
export function useUploadCover() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append('file', file)
      const res = await apiRequest('POST', '/api/admin/blog/cover', form)
      return ((await res.json()) as CoverResponse).url
    },
    onError: (err) => toastError(err, 'Failed to upload the cover'),
  })
}
