import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useCurrentUser } from '@/lib/auth'

/** How long the landing page waits before sending a just-signed-in user on (product.md §9). */
export const LOGIN_SUCCESS_REDIRECT_MS = 1500

/**
 * useLoginSuccessParam handles ?login=success on the landing page (product.md §2):
 * the query is removed, and a signed-in user goes to /dashboard after 1.5 s.
 */
export function useLoginSuccessParam(): void {
  const [params, setParams] = useSearchParams()
  const [arrived] = useState(() => params.get('login') === 'success')
  const { user } = useCurrentUser()
  const navigate = useNavigate()

  useEffect(() => {
    if (params.get('login') !== 'success') return
    const rest = new URLSearchParams(params)
    rest.delete('login')
    setParams(rest, { replace: true })
  }, [params, setParams])

  const signedIn = user !== null
  useEffect(() => {
    if (!arrived || !signedIn) return
    const timer = setTimeout(() => void navigate('/dashboard'), LOGIN_SUCCESS_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [arrived, signedIn, navigate])
}
