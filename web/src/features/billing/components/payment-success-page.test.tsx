import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CREDITS_KEY, PLAN_KEY } from '@/lib/auth'
import { CREDIT_UPDATE_EVENT } from '@/lib/credits'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { alex, checkout, signedIn } from '../test/fixtures'
import { PaymentSuccessPage } from './payment-success-page'

/** The checkout GET /api/checkout/sessions/cs_123 answers with on each ask, the last one again once used up. */
let answers: ReturnType<typeof checkout>[]
let asked: number

beforeEach(() => {
  asked = 0
  answers = [checkout({ status: 'paid' })]
  server.use(
    http.get('/api/checkout/sessions/cs_123', () => {
      const answer = answers[Math.min(asked, answers.length - 1)]
      asked++
      return HttpResponse.json({ success: true, checkout: answer })
    }),
    http.get('/api/*', () => HttpResponse.json({ success: true })),
  )
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => vi.useRealTimers())

const renderAt = (route: string) => {
  const queryClient = signedIn()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  renderWithProviders(<PaymentSuccessPage user={alex} />, { route, queryClient })
  return { invalidated: () => invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey)) }
}

describe('PaymentSuccessPage', () => {
  it('polls every second until fulfilled, then shows the purchase, the balance and a receipt, and refreshes the account', async () => {
    answers = [
      checkout({ status: 'paid' }),
      checkout({ status: 'paid' }),
      checkout({ status: 'paid', fulfilled: true, balance: 13, returnTo: '/texture-studio?prompt=ruby%20sword' }),
    ]
    const updates = vi.fn()
    window.addEventListener(CREDIT_UPDATE_EVENT, updates)
    const { invalidated } = renderAt('/payment-success?session=cs_123')
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment complete' })).toBeInTheDocument()
    expect(asked).toBe(3)

    expect(screen.getByText('Thank you! You bought 10 credits.')).toBeInTheDocument()
    expect(screen.getByTestId('balance')).toHaveTextContent('Your balance: 13 credits')
    const receipt = screen.getByRole('region', { name: 'Receipt' })
    expect(receipt).toHaveTextContent('cs_123')
    expect(receipt).toHaveTextContent('November 26, 2026')
    expect(receipt).toHaveTextContent('alex (alex@example.com)')
    expect(receipt).toHaveTextContent('$7.50')
    expect(within(receipt).getByText('Test mode - no real payment')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the studio' })).toHaveAttribute('href', '/texture-studio?prompt=ruby%20sword')

    expect(updates).toHaveBeenCalledTimes(1)
    window.removeEventListener(CREDIT_UPDATE_EVENT, updates)
    for (const key of [CREDITS_KEY, PLAN_KEY, ['/api/user/subscription'], ['/api/user/credits/transactions']]) {
      expect(invalidated()).toContain(JSON.stringify(key))
    }
    // No more asking once fulfilled.
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(asked).toBe(3)

    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('leads a plan back to the dashboard', async () => {
    answers = [
      checkout({
        kind: 'plan',
        item: { id: 2, name: 'Starter', credits: 30, priceUsd: 999 },
        amountUsd: 999,
        fulfilled: true,
        balance: 33,
      }),
    ]
    renderAt('/payment-success?session=cs_123')
    expect(await screen.findByText('Thank you! You bought the Starter plan, with 30 credits every month.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('says the credits appear shortly when a minute passes unconfirmed', async () => {
    answers = [checkout({ status: 'paid', provider: 'stripe' })]
    renderAt('/payment-success?session=cs_123')
    await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment is being confirmed' })).toBeInTheDocument()
    expect(screen.getByText(/Your credits will appear on your dashboard shortly/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard')
    const before = asked
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(asked).toBe(before)
  })

  it('explains a missing session, and an unknown one', async () => {
    renderAt('/payment-success')
    expect(screen.getByRole('heading', { level: 1, name: 'No payment to show' })).toBeInTheDocument()
    server.use(
      http.get('/api/checkout/sessions/:id', () => HttpResponse.json({ success: false, message: 'Checkout not found' }, { status: 404 })),
    )
    renderAt('/payment-success?session=nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('Checkout not found')).toBeInTheDocument())
  })
})
