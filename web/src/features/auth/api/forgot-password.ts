import { fetchWithTimeout } from '@/lib/api-client'

/** The request failed and the server said nothing useful (product.md §8). */
const FORGOT_PASSWORD_FALLBACK = 'Failed to process request'
/** The request never got an answer (product.md §8). */
const FORGOT_PASSWORD_NETWORK_ERROR = 'An error occurred, please try again'

/**
 * requestPasswordReset posts the email. An OK status means success (the
 * server answers the same for any address); otherwise it throws an Error
 * whose message is the server's, or one of the fallbacks above.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  let res: Response
  try {
    res = await fetchWithTimeout('/api/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
  } catch {
    throw new Error(FORGOT_PASSWORD_NETWORK_ERROR)
  }
  if (res.ok) return
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null
  const message = typeof body?.message === 'string' && body.message ? body.message : FORGOT_PASSWORD_FALLBACK
  throw new Error(message)
}
