import type { ToastInput } from '@/hooks/use-toast'

// Roughly name@domain.tld with a top-level domain of at least two letters (product.md §5).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

/** emailProblem returns the toast for an email the forgot-password form must refuse, or null. */
export function emailProblem(email: string): ToastInput | null {
  const value = email.trim()
  if (!value) return { title: 'Email required', description: 'Please enter your email address' }
  if (!EMAIL_PATTERN.test(value)) return { title: 'Invalid email format', description: 'Please enter a valid email address' }
  return null
}
