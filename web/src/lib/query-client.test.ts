import { afterEach, describe, expect, it, vi } from 'vitest'
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
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 }))
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: ['/api/showcase'] })).rejects.toThrow('500: boom')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/showcase')
  })

  it('does not retry a failed mutation', async () => {
    const client = createQueryClient()
    const mutationFn = vi.fn().mockRejectedValue(new Error('nope'))
    const mutation = client.getMutationCache().build(client, { mutationFn })
    await expect(mutation.execute(undefined)).rejects.toThrow('nope')
    expect(mutationFn).toHaveBeenCalledTimes(1)
  })

  it('keeps fetched data fresh forever', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{"a":1}', { status: 200 })))
    const client = createQueryClient()
    await client.fetchQuery({ queryKey: ['/api/a'] })
    expect(client.getQueryCache().find({ queryKey: ['/api/a'] })?.isStale()).toBe(false)
  })

  it('raises an error on 401 by default', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('no', { status: 401 })))
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: ['/api/user'] })).rejects.toThrow('401: no')
  })
})
