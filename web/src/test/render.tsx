import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { createQueryClient } from '@/lib/query-client'

interface Options {
  route?: string
  queryClient?: QueryClient
}

/** renderWithProviders renders ui inside a fresh query client and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient() }: Options = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...result, queryClient }
}

/** LocationProbe prints the router's current path and query, for asserting navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{`${pathname}${search}`}</output>
}
