import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { signedIn } from '../test/fixtures'
import { CreditHistory } from './credit-history'

const row = (id: number, amount: number, description: string) => ({
  id,
  type: amount > 0 ? 'purchase' : 'generation',
  amount,
  description,
  createdAt: '2026-11-26T10:00:00Z',
  generationId: null,
})

let asked: string[]
let pages: Record<string, object>

beforeEach(() => {
  asked = []
  pages = {
    '': { success: true, transactions: [row(3, 10, 'Bought 10 credits'), row(2, -1, 'Generation: mossy cobblestone')], nextCursor: 'c2' },
    c2: { success: true, transactions: [row(1, 3, 'Monthly credits of the Free plan')], nextCursor: null },
  }
  server.use(
    http.get('/api/user/credits/transactions', ({ request }) => {
      const url = new URL(request.url)
      asked.push(url.search)
      return HttpResponse.json(pages[url.searchParams.get('cursor') ?? ''])
    }),
  )
})

describe('CreditHistory', () => {
  it('lists 20 at a time with date, description and signed amount, and loads more by cursor', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CreditHistory />, { queryClient: signedIn() })
    const list = await screen.findByRole('list', { name: 'Credit transactions' })
    const items = () => within(list).getAllByRole('listitem')
    expect(items().map((li) => li.textContent)).toEqual([
      'Bought 10 creditsNovember 26, 2026+10 credits',
      'Generation: mossy cobblestoneNovember 26, 2026-1 credit',
    ])
    expect(within(items()[0]!).getByText('+10')).toHaveClass('text-emerald-700')
    expect(within(items()[1]!).getByText('-1')).toHaveClass('text-ember')
    expect(asked).toEqual(['?limit=20'])

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(items()).toHaveLength(3))
    expect(asked).toEqual(['?limit=20', '?limit=20&cursor=c2'])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says when there is nothing yet, or when the history cannot be loaded', async () => {
    pages[''] = { success: true, transactions: [], nextCursor: null }
    const { unmount } = renderWithProviders(<CreditHistory />, { queryClient: signedIn() })
    expect(await screen.findByText('No credit activity yet.')).toBeInTheDocument()
    unmount()
    server.use(http.get('/api/user/credits/transactions', () => HttpResponse.json({ message: 'down' }, { status: 500 })))
    renderWithProviders(<CreditHistory />, { queryClient: signedIn() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your credit history.')
  })
})
