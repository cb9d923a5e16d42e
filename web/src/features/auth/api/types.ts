import type { User } from '@/lib/auth'

/** AuthResponse is what login and registration answer with on success. */
export interface AuthResponse {
  success: boolean
  message: string
  user: User
}

/** MessageResponse is a success answer that only carries a message. */
export interface MessageResponse {
  success: boolean
  message: string
}
