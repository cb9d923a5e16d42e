import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server, sentRequests } from '@/test/server'
import { createQueryClient } from './query-client'

afterEach(() => {
  vi.useRealTimers()
})

describe('createQueryClient defaults', () => {
  it('matches the spec: no retries, no refetch on focus or interval, never stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    expect(queries?.retry).toBe(false)
    expect(queries?.refetchOnWindowFocus).toBe(false)
    expect(queries?.refetchInterval).toBe(false)
    expect(queries?.staleTime).toBe(Infinity)
    expect(mutations?.retry).toBe(false)
    expect(typeof queries?.queryFn).toBe('function')
  })

  it('GETs the query key with the default fetcher and tries only once on failure', async () => {
    server.use(http.get('/api/showcase', () => new HttpResponse('boom', { status: 500 })))
    const sent = sentRequests()
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: ['/api/showcase'] })).rejects.toThrow('500: boom')
    expect(sent).toEqual(['GET /api/showcase'])
  })

  it('does not retry a failed mutation', async () => {
    const client = createQueryClient()
    const mutationFn = vi.fn().mockRejectedValue(new Error('nope'))
    const mutation = client.getMutationCache().build(client, { mutationFn })
    await expect(mutation.execute(undefined)).rejects.toThrow('nope')
    expect(mutationFn).toHaveBeenCalledTimes(1)
  })

  it('keeps fetched data fresh forever', async () => {
    server.use(http.get('/api/a', () => HttpResponse.json({ a: 1 })))
    const client = createQueryClient()
    await client.fetchQuery({ queryKey: ['/api/a'] })
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['/api/a'] })
        ?.isStale(),
    ).toBe(false)
  })

  it('raises an error on 401 by default', async () => {
    server.use(http.get('/api/user', () => new HttpResponse('no', { status: 401 })))
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: ['/api/user'] })).rejects.toThrow('401: no')
  })
})
