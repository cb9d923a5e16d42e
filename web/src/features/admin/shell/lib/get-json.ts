import { apiRequest } from '@/lib/api-client'

/**
 * getJson GETs an admin URL and returns its body if valid says it has the
 * documented shape. A refused request throws the server's message
 * (ApiError); a body of another shape throws 'Invalid response from server'.
 */
export async function getJson<T>(url: string, signal: AbortSignal | undefined, valid: (body: T) => boolean): Promise<T> {
  const res = await apiRequest('GET', url, undefined, { signal })
  const body = (await res.json()) as T
  if (typeof body !== 'object' || body === null || !valid(body)) throw new Error('Invalid response from server')
  return body
}
