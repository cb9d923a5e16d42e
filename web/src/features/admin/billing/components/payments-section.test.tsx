import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import type { Payment } from '../api/types'
import { PaymentsSection } from './payments-section'

const payment = (id: string, over: Partial<Payment> = {}): Payment => ({
  id,
  user: { id: 5, username: 'pat', email: 'pat@example.com' },
  kind: 'package',
  itemName: 'Handful',
  credits: 20,
  amountUsd: 1000,
  provider: 'test',
  refunded: false,
  refundedAt: null,
  creditsReversed: 0,
  paidAt: '2026-11-26T10:00:00Z',
  ...over,
})

let asked: string[]
let refunded: string[]

beforeEach(() => {
  asked = []
  refunded = []
  server.use(
    http.get('/api/admin/payments', ({ request }) => {
      asked.push(new URL(request.url).search)
      const refundedNow = refunded.includes('cs_1')
      return HttpResponse.json({
        success: true,
        payments: [
          payment('cs_1', refundedNow ? { refunded: true, refundedAt: '2026-11-27T09:00:00Z', creditsReversed: 12 } : {}),
          payment('cs_2', { kind: 'plan', itemName: 'Pro', amountUsd: 1999 }),
        ],
        nextCursor: null,
      })
    }),
    http.post('/api/admin/payments/:id/refund', ({ params }) => {
      refunded.push(String(params.id))
      return HttpResponse.json({ success: true, message: 'Refund issued' })
    }),
  )
})

describe('PaymentsSection', () => {
  it('refunds a package purchase after a confirmation naming the amount and the credits taken back', async () => {
    const user = userEvent.setup()
    renderWithProviders(<PaymentsSection />)
    await screen.findByRole('table', { name: 'Payments, newest first' })
    expect(asked[0]).toBe('?status=all&limit=50')
    // A plan payment is refunded in the provider's dashboard.
    expect(screen.getAllByRole('button', { name: /^Refund/ })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Refund $10.00 to pat' }))
    const dialog = screen.getByRole('dialog', { name: 'Refund $10.00?' })
    expect(dialog).toHaveTextContent('$10.00 goes back to pat (pat@example.com) through test')
    expect(dialog).toHaveTextContent('that are still unspent are taken back from their balance')
    expect(refunded).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Refund $10.00' }))
    await waitFor(() => expect(refunded).toEqual(['cs_1']))
    await waitFor(() => expect(screen.getByText('Refunded Nov 27, 2026, 12 credits taken back')).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull()
  })

  it('filters by status and buyer', async () => {
    const user = userEvent.setup()
    renderWithProviders(<PaymentsSection />)
    await screen.findByRole('table')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded')
    await user.type(screen.getByRole('searchbox', { name: 'Buyer' }), 'pat')
    await waitFor(() => expect(asked).toContain('?status=refunded&limit=50&q=pat'))
  })
})
