import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { server } from '@/test/server'
import { useSetFeatured } from './feature'
import { useRemoveFromShowcase } from './share'

// The landing page's carousel caches GET /api/showcase/featured under its URL.
const CAROUSEL_KEY = ['/api/showcase/featured']

beforeEach(() => {
  server.use(
    http.put('/api/showcase/:id/featured', ({ params }) =>
      HttpResponse.json({ success: true, data: { id: Number(params.id), featured: true } }),
    ),
    http.delete('/api/showcase/:id', () => HttpResponse.json({ success: true })),
  )
})

function setup() {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CAROUSEL_KEY, [])
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  return { queryClient, wrapper }
}

describe('the landing carousel after a change in the showcase', () => {
  it('is refreshed when a texture is featured', async () => {
    const { queryClient, wrapper } = setup()
    const { result } = renderHook(() => useSetFeatured(), { wrapper })
    await act(() => result.current.mutateAsync({ id: 12, featured: true }))
    expect(queryClient.getQueryState(CAROUSEL_KEY)?.isInvalidated).toBe(true)
  })

  it('is refreshed when a texture is taken out', async () => {
    const { queryClient, wrapper } = setup()
    const { result } = renderHook(() => useRemoveFromShowcase(), { wrapper })
    await act(() => result.current.mutateAsync(12))
    expect(queryClient.getQueryState(CAROUSEL_KEY)?.isInvalidated).toBe(true)
  })
})
