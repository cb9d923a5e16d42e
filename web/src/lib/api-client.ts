// The request helper and the default query fetcher. Their error texts are a
// contract (product.md §7, §8): callers and tests match on them verbatim.
import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query'

/** Default request timeout (seconds). */
const DEFAULT_TIMEOUT_SECONDS = 30
/** Timeout (seconds) for any URL containing "generate-textures". */
const GENERATION_TIMEOUT_SECONDS = 180

/** ApiError is thrown for a non-OK response or a timeout; message is the text to show. */
export class ApiError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }
}

/** timeoutSecondsFor returns how long a request to url may take before it is aborted. */
export function timeoutSecondsFor(url: string): number {
  return url.includes('generate-textures') ? GENERATION_TIMEOUT_SECONDS : DEFAULT_TIMEOUT_SECONDS
}

/** timeoutMessage is the error text of an aborted, timed-out request. */
function timeoutMessage(seconds: number): string {
  return `Request timed out after ${seconds} seconds`
}

export interface FetchOptions extends Omit<RequestInit, 'credentials'> {
  /** Overrides the timeout from timeoutSecondsFor (tests, special calls). */
  timeoutSeconds?: number
}

/**
 * fetchWithTimeout is fetch with credentials always included and an abort
 * after the URL's timeout. A timeout throws ApiError(0, "Request timed out
 * after N seconds"); an abort through options.signal rethrows as fetch does.
 */
export async function fetchWithTimeout(url: string, options: FetchOptions = {}): Promise<Response> {
  const { timeoutSeconds = timeoutSecondsFor(url), signal: outer, ...init } = options
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutSeconds * 1000)
  const forwardAbort = () => controller.abort(outer?.reason)
  if (outer?.aborted) forwardAbort()
  else outer?.addEventListener('abort', forwardAbort, { once: true })
  try {
    return await fetch(url, { ...init, credentials: 'include', signal: controller.signal })
  } catch (err) {
    if (timedOut) throw new ApiError(0, timeoutMessage(timeoutSeconds))
    throw err
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', forwardAbort)
  }
}

/**
 * throwIfResNotOk throws ApiError with `${status}: ${bodyText || statusText}`
 * for a non-OK response (the default query fetcher's error text).
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return
  const text = await res.text()
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`)
}

/**
 * requestErrorMessage is the request helper's error text for a non-OK
 * response: the JSON body's message if present, else `${status}: ${statusText}`;
 * a body that is not JSON gives `${status}: ${bodyText || statusText}`.
 */
async function requestErrorMessage(res: Response): Promise<string> {
  const text = await res.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `${res.status}: ${text || res.statusText}`
  }
  const message = messageOf(body)
  return message ?? `${res.status}: ${res.statusText}`
}

/**
 * genericFailureMessage is the text for a generic request failure (product.md §8):
 * the JSON body's message, else "Request failed with status {code}"; a body
 * that is not JSON gives "An unknown error occurred".
 */
export async function genericFailureMessage(res: Response): Promise<string> {
  const text = await res.text()
  try {
    return messageOf(JSON.parse(text)) ?? `Request failed with status ${res.status}`
  } catch {
    return 'An unknown error occurred'
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown }
    if (typeof message === 'string' && message !== '') return message
  }
  return null
}

/** MessageResponse is the body of most answers: whether it worked, and the text to show. */
export interface MessageResponse {
  success: boolean
  message: string
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * apiRequest sends one request. A plain-object body is sent as JSON with
 * Content-Type application/json; FormData goes as multipart. A non-OK
 * response throws ApiError with requestErrorMessage's text.
 */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown, options: FetchOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers)
  let body: BodyInit | undefined
  if (data instanceof FormData) {
    body = data
  } else if (data !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(data)
  }
  const res = await fetchWithTimeout(url, { ...options, method, headers, body })
  if (!res.ok) throw new ApiError(res.status, await requestErrorMessage(res))
  return res
}

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/** queryKeyUrl joins a query key into the URL the default fetcher GETs. */
export function queryKeyUrl(queryKey: QueryKey): string {
  return queryKey.map(String).join('/')
}

/**
 * getQueryFn returns the default query fetcher: GET on the query key joined
 * with "/". A 401 throws like any non-OK status unless on401 is
 * "returnNull", in which case the query resolves to null.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }: QueryFunctionContext) => {
    const res = await fetchWithTimeout(queryKeyUrl(queryKey), { signal })
    if (on401 === 'returnNull' && res.status === 401) {
      // Drop the body, so the request ends (an unread one stays open in the browser). Not awaited: the
      // answer is known, and a body that is also read elsewhere (a tee, a test's network mock) ends later.
      void res.body?.cancel().catch(() => undefined)
      return null
    }
    await throwIfResNotOk(res)
    return (await res.json()) as T
  }
}
