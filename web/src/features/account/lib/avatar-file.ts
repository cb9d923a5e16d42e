import type { ToastInput } from '@/hooks/use-toast'

/** Avatar limits (product.md §5, §9). */
const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const
const AVATAR_EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i

/** avatarFileProblem returns the toast for a file the avatar dialog must refuse, or null. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): ToastInput | null {
  const typeOk = file.type ? (AVATAR_TYPES as readonly string[]).includes(file.type.toLowerCase()) : AVATAR_EXTENSIONS.test(file.name)
  if (!typeOk) {
    return { title: 'Invalid file type', description: 'Please upload a valid image file (JPEG, PNG, GIF, WebP)' }
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return { title: 'File too large', description: 'Please upload an image smaller than 5MB' }
  }
  return null
}
