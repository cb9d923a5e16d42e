import type { User } from '@/lib/auth'

/** AuthResponse is what login and registration answer with on success. */
export interface AuthResponse {
  success: boolean
  message: string
  user: User
}
