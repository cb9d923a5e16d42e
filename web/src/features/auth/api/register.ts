import { useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client'
import { toast } from '@/hooks/use-toast'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in'
import type { AuthResponse } from './types'

interface RegisterInput {
  username: string
  email: string
  password: string
  /** The 'Receive updates and special offers' tick (decisions.md: it is sent). */
  newsletter: boolean
}

/** register creates the account and signs it in (201 with the session cookie). */
async function register(input: RegisterInput): Promise<AuthResponse> {
  const res = await apiRequest('POST', '/api/register', input)
  return (await res.json()) as AuthResponse
}

/**
 * useRegister signs up, then goes to /dashboard or to redirectTo; failures
 * toast 'Registration failed' with the server's message.
 */
export function useRegister(redirectTo?: string) {
  const completeSignIn = useCompleteSignIn()
  return useMutation({
    mutationFn: register,
    onSuccess: (data) =>
      completeSignIn(data.user, { title: 'Account created!', description: 'Your account has been created!' }, redirectTo),
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: 'Registration failed',
        description: err instanceof ApiError ? err.message : 'An error occurred during registration',
      }),
  })
}
