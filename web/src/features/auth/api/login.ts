import { useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client'
import { toast } from '@/hooks/use-toast'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in'
import type { AuthResponse } from './types'

interface LoginInput {
  email: string
  password: string
  rememberMe: boolean
}

/** login posts the credentials; a 401 throws "Invalid email or password". */
async function login(input: LoginInput): Promise<AuthResponse> {
  const res = await apiRequest('POST', '/api/login', input)
  return (await res.json()) as AuthResponse
}

/**
 * useLogin signs in: on success the user is cached, the account data is
 * refreshed, 'Login successful' shows and /dashboard (or redirectTo) follows
 * (product.md §4). A failure toasts 'Login failed' with the server's message
 * (product.md §8).
 */
export function useLogin(redirectTo?: string) {
  const completeSignIn = useCompleteSignIn()
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => completeSignIn(data.user, { title: 'Login successful', description: 'Welcome back!' }, redirectTo),
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: err instanceof ApiError ? err.message : 'An error occurred during login',
      }),
  })
}
