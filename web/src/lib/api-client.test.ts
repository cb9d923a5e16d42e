import { QueryClient } from '@tanstack/react-query'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@/test/server'
import { ApiError, apiRequest, fetchWithTimeout, genericFailureMessage, getQueryFn, queryKeyUrl, timeoutSecondsFor } from './api-client'

/** The requests the server was sent, in order (clones, so a test may read their bodies). */
let requests: Request[]

beforeEach(() => {
  requests = []
})

afterEach(() => {
  vi.useRealTimers()
})

/** respond makes the server answer every request with this body and status, recording the request. */
function respond(body: string | null, status: number, statusText = '', contentType = 'application/json') {
  server.use(
    http.all('*', ({ request }) => {
      requests.push(request.clone())
      return new HttpResponse(body, { status, statusText, headers: body ? { 'Content-Type': contentType } : {} })
    }),
  )
}

/** hangUntilAborted makes the server never answer; the request fails when its signal aborts, as a real one does. */
function hangUntilAborted(): void {
  server.use(
    http.all('*', async ({ request }) => {
      requests.push(request)
      await delay('infinite')
    }),
  )
}

function runQuery<T>(on401: 'returnNull' | 'throw', queryKey: readonly unknown[]): Promise<T | null> {
  const client = new QueryClient()
  return client.fetchQuery({ queryKey, queryFn: getQueryFn<T>({ on401 }), retry: false })
}

describe('default query fetcher', () => {
  it('GETs the query key joined with "/" and sends credentials', async () => {
    respond('{"ok":true}', 200)
    await expect(runQuery('throw', ['/api/page-content', 'home', 'hero_subtitle'])).resolves.toEqual({ ok: true })
    const [request] = requests
    expect(new URL(request!.url).pathname).toBe('/api/page-content/home/hero_subtitle')
    expect(request!.credentials).toBe('include')
    expect(request!.method).toBe('GET')
  })

  it('joins a one-part key to itself', () => {
    expect(queryKeyUrl(['/api/user'])).toBe('/api/user')
  })

  it('raises "401: <body>" on 401 when told to throw', async () => {
    respond('{"success":false,"message":"Not authenticated"}', 401, 'Unauthorized')
    await expect(runQuery('throw', ['/api/user'])).rejects.toThrow('401: {"success":false,"message":"Not authenticated"}')
  })

  it('resolves to null on 401 when told to return null', async () => {
    respond('{"success":false,"message":"Not authenticated"}', 401, 'Unauthorized')
    await expect(runQuery('returnNull', ['/api/user'])).resolves.toBeNull()
  })

  it('uses "status: body text" for a non-OK response', async () => {
    respond('database is down', 500, 'Internal Server Error', 'text/plain')
    const err = await runQuery('throw', ['/api/x']).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).message).toBe('500: database is down')
    expect((err as ApiError).status).toBe(500)
  })

  it('falls back to the status text when the body is empty', async () => {
    respond(null, 503, 'Service Unavailable')
    await expect(runQuery('returnNull', ['/api/x'])).rejects.toThrow(/^503: Service Unavailable$/)
  })
})

describe('apiRequest', () => {
  it('sends a JSON body with Content-Type application/json and credentials', async () => {
    respond('{"success":true}', 200)
    const res = await apiRequest('POST', '/api/login', { email: 'a@b.c', password: 'x', rememberMe: true })
    expect(res.ok).toBe(true)
    const [request] = requests
    expect(new URL(request!.url).pathname).toBe('/api/login')
    expect(request!.method).toBe('POST')
    expect(request!.credentials).toBe('include')
    expect(request!.headers.get('Content-Type')).toBe('application/json')
    expect(await request!.text()).toBe('{"email":"a@b.c","password":"x","rememberMe":true}')
  })

  it('sends no body and no JSON content type without data', async () => {
    respond('{}', 200)
    await apiRequest('POST', '/api/logout')
    const [request] = requests
    expect(request!.body).toBeNull()
    expect(request!.headers.has('Content-Type')).toBe(false)
  })

  it('sends FormData as is, without a JSON content type', async () => {
    respond('{}', 200)
    const form = new FormData()
    form.set('removeAvatar', 'true')
    await apiRequest('POST', '/api/user/avatar', form)
    const [request] = requests
    // fetch itself sets the multipart type, with the boundary of the parts.
    expect(request!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    expect((await request!.formData()).get('removeAvatar')).toBe('true')
  })

  it("throws the JSON body's message", async () => {
    respond('{"success":false,"message":"Invalid email or password"}', 401, 'Unauthorized')
    await expect(apiRequest('POST', '/api/login', {})).rejects.toThrow(/^Invalid email or password$/)
  })

  it('throws "status: statusText" for JSON without a message', async () => {
    respond('{"success":false}', 400, 'Bad Request')
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow(/^400: Bad Request$/)
  })

  it('throws "status: statusText" for a JSON body whose message is empty', async () => {
    respond('{"message":""}', 409, 'Conflict')
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow(/^409: Conflict$/)
  })

  it('throws "status: body text" for a body that is not JSON', async () => {
    respond('<html>Bad gateway</html>', 502, 'Bad Gateway', 'text/html')
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^502: <html>Bad gateway<\/html>$/)
  })

  it('throws "status: statusText" for an empty non-JSON body', async () => {
    respond(null, 504, 'Gateway Timeout')
    const err = await apiRequest('GET', '/api/x').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).message).toBe('504: Gateway Timeout')
    expect((err as ApiError).status).toBe(504)
  })
})

describe('genericFailureMessage', () => {
  it('uses the body message, then the status, then the unknown-error text', async () => {
    expect(await genericFailureMessage(new Response('{"message":"Nope"}', { status: 400 }))).toBe('Nope')
    expect(await genericFailureMessage(new Response('{"success":false}', { status: 404 }))).toBe('Request failed with status 404')
    expect(await genericFailureMessage(new Response('oops', { status: 500 }))).toBe('An unknown error occurred')
  })
})

describe('timeouts', () => {
  it('is 30 s by default and 180 s for generate-textures URLs', () => {
    expect(timeoutSecondsFor('/api/user')).toBe(30)
    expect(timeoutSecondsFor('/api/generate-textures')).toBe(180)
    expect(timeoutSecondsFor('/api/studio/generate-textures/42?x=1')).toBe(180)
  })

  it('aborts after 30 s with "Request timed out after 30 seconds"', async () => {
    vi.useFakeTimers()
    hangUntilAborted()
    const pending = apiRequest('GET', '/api/user').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(requests[0]!.signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const err = await pending
    expect(err).toBeInstanceOf(ApiError)
    expect((err as Error).message).toBe('Request timed out after 30 seconds')
  })

  it('waits 180 s for generate-textures', async () => {
    vi.useFakeTimers()
    hangUntilAborted()
    const pending = apiRequest('POST', '/api/generate-textures', { prompt: 'mossy stone' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(179_999)
    expect(requests[0]!.signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(((await pending) as Error).message).toBe('Request timed out after 180 seconds')
  })

  it('times out the default query fetcher too', async () => {
    vi.useFakeTimers()
    hangUntilAborted()
    const pending = runQuery('throw', ['/api/showcase']).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(((await pending) as Error).message).toBe('Request timed out after 30 seconds')
  })

  it('honours a short timeout override', async () => {
    hangUntilAborted()
    await expect(fetchWithTimeout('/api/x', { timeoutSeconds: 0.01 })).rejects.toThrow('Request timed out after 0.01 seconds')
  })

  it('passes a caller abort through without calling it a timeout', async () => {
    hangUntilAborted()
    const controller = new AbortController()
    const pending = fetchWithTimeout('/api/x', { signal: controller.signal })
    controller.abort()
    const err = await pending.catch((e: unknown) => e)
    expect((err as Error).name).toBe('AbortError')
    expect((err as Error).message).not.toMatch(/timed out/)
  })

  it('clears the timer once the response arrives', async () => {
    vi.useFakeTimers()
    respond('{}', 200)
    await fetchWithTimeout('/api/x')
    expect(vi.getTimerCount()).toBe(0)
  })
})
