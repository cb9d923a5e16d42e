import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { leavePage } from '../lib/leave-page'
import { checkout, signedIn } from '../test/fixtures'
import { TestCheckoutPage } from './test-checkout-page'

vi.mock('../lib/leave-page', () => ({ leavePage: vi.fn() }))

let session: ReturnType<typeof checkout> | null
let paid: unknown[]
let payAnswer: () => Response

beforeEach(() => {
  session = checkout()
  paid = []
  payAnswer = () => HttpResponse.json({ success: true, url: '/payment-success?session=cs_123' })
  server.use(
    http.get('/api/checkout/sessions/:id', ({ params }) =>
      session && params.id === session.id
        ? HttpResponse.json({ success: true, checkout: session })
        : HttpResponse.json({ success: false, message: 'Checkout not found' }, { status: 404 }),
    ),
    http.post('/api/checkout/sessions/cs_123/pay', async ({ request }) => {
      paid.push(await request.json())
      return payAnswer()
    }),
  )
})

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('Card number'), number)
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34')
  await user.type(screen.getByLabelText('CVC'), '123')
  await user.type(screen.getByLabelText('Name on card'), 'Alex Stone')
  await user.click(screen.getByRole('checkbox', { name: /right of withdrawal ends once I start using the credits/ }))
}

describe('TestCheckoutPage', () => {
  it('labels test mode, says what is bought and pays with a test card', async () => {
    const user = userEvent.setup()
    renderWithProviders(<TestCheckoutPage id="cs_123" />, { queryClient: signedIn() })
    expect(await screen.findByText('Test mode - no real payment')).toBeVisible()
    const order = screen.getByRole('region', { name: 'Your order' })
    expect(order).toHaveTextContent('10 credits')
    expect(order).toHaveTextContent('$7.50')
    expect(screen.getByText(/4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Refund policy/ })).toHaveAttribute('href', '/refund-policy')
    await fillCard(user)
    await user.click(screen.getByRole('button', { name: 'Pay $7.50' }))
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/payment-success?session=cs_123'))
    expect(paid).toEqual([{ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Alex Stone' }])
  })

  it('checks every field and asks for the withdrawal agreement before paying', async () => {
    const user = userEvent.setup()
    renderWithProviders(<TestCheckoutPage id="cs_123" />, { queryClient: signedIn() })
    await user.click(await screen.findByRole('button', { name: 'Pay $7.50' }))
    expect(await screen.findByText('Enter the card number')).toBeInTheDocument()
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeInTheDocument()
    expect(screen.getByText('Enter the 3-digit CVC')).toBeInTheDocument()
    expect(screen.getByText('Enter the name on the card')).toBeInTheDocument()
    expect(screen.getByText('Agree to this to pay')).toBeInTheDocument()
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '01/20')
    await user.click(screen.getByRole('button', { name: 'Pay $7.50' }))
    expect(await screen.findByText('This card has expired')).toBeInTheDocument()
    expect(paid).toEqual([])
  })

  it.each([
    [402, 'Your card was declined.', null],
    [400, 'Use a test card number, such as 4242 4242 4242 4242', null],
    [409, 'This checkout is already paid', ['See your payment', '/payment-success?session=cs_123']],
    [410, 'This checkout has expired. Start again.', ['Start again', '/checkout/credits/2']],
  ] as const)('shows the server’s %i inline: %s', async (status, message, link) => {
    payAnswer = () => HttpResponse.json({ success: false, message }, { status })
    const user = userEvent.setup()
    renderWithProviders(<TestCheckoutPage id="cs_123" />, { queryClient: signedIn() })
    await screen.findByRole('button', { name: 'Pay $7.50' })
    await fillCard(user, '4000 0000 0000 0002')
    await user.click(screen.getByRole('button', { name: 'Pay $7.50' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    if (link) expect(within(alert).getByRole('link', { name: link[0] })).toHaveAttribute('href', link[1])
    expect(leavePage).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Pay $7.50' })).toBeEnabled()
  })

  it('says so when the checkout is already paid, expired, or not found', async () => {
    session = checkout({ status: 'paid' })
    const { unmount } = renderWithProviders(<TestCheckoutPage id="cs_123" />, { queryClient: signedIn() })
    expect(await screen.findByRole('heading', { level: 1, name: 'This checkout is already paid' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See your payment' })).toHaveAttribute('href', '/payment-success?session=cs_123')
    unmount()

    session = checkout({ status: 'expired', kind: 'plan', item: { id: 3, name: 'Pro', credits: 80, priceUsd: 1999 } })
    const second = renderWithProviders(<TestCheckoutPage id="cs_123" />, { queryClient: signedIn() })
    expect(await screen.findByRole('heading', { level: 1, name: 'This checkout has expired' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/checkout/plans')
    second.unmount()

    renderWithProviders(<TestCheckoutPage id="cs_other" />, { queryClient: signedIn() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout not found' })).toBeInTheDocument()
    expect(screen.queryByText('Test mode - no real payment')).toBeNull()
  })
})
