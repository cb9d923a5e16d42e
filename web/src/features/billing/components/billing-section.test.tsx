import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { leavePage } from '../lib/leave-page'
import { signedIn, subscription, summaryOf } from '../test/fixtures'
import { BillingSection } from './billing-section'

vi.mock('../lib/leave-page', () => ({ leavePage: vi.fn() }))

let live: ReturnType<typeof subscription> | null
let posted: string[]

beforeEach(() => {
  live = null
  posted = []
  const answer = (path: string, next: () => typeof live) =>
    http.post(path, () => {
      posted.push(path)
      live = next()
      return HttpResponse.json({ success: true, subscription: live })
    })
  server.use(
    http.get('/api/user/subscription', () => HttpResponse.json({ success: true, subscription: live })),
    answer('/api/user/subscription/cancel', () => ({ ...live!, cancelAtPeriodEnd: true })),
    answer('/api/user/subscription/resume', () => ({ ...live!, cancelAtPeriodEnd: false })),
    http.post('/api/user/subscription/portal', () => HttpResponse.json({ success: true, url: 'https://billing.stripe.com/p/session/x' })),
    http.get('/api/*', () => HttpResponse.json({ success: true })),
  )
})

const renderBilling = (planSlug = 'pro') =>
  renderWithProviders(<BillingSection credits={<p>the credits</p>} />, { queryClient: signedIn(planSlug), route: '/dashboard' })

describe('BillingSection', () => {
  it('offers the plans on Free, beside the credits', async () => {
    renderBilling('free')
    const billing = screen.getByRole('region', { name: 'Plan and credits' })
    expect(within(billing).getByText('the credits')).toBeInTheDocument()
    expect(await within(billing).findByText('Free plan')).toBeInTheDocument()
    expect(within(billing).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/checkout/plans')
    expect(within(billing).queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
  })

  it('shows the plan and its renewal; cancelling states the end date, then it can be resumed', async () => {
    live = subscription()
    const user = userEvent.setup()
    renderBilling()
    expect(await screen.findByText('$19.99 a month · 80 credits a month')).toBeInTheDocument()
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Renews on December 24, 2026')
    // Test mode: plans change on the plans page.
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/checkout/plans')

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' })
    expect(dialog).toHaveTextContent('Your Pro plan stays active until December 24, 2026')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted).toEqual(['/api/user/subscription/cancel'])
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Ends on December 24, 2026')

    await user.click(screen.getByRole('button', { name: 'Resume subscription' }))
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Renews on December 24, 2026'))
    expect(posted).toEqual(['/api/user/subscription/cancel', '/api/user/subscription/resume'])
  })

  it('keeps the subscription when the user changes their mind', async () => {
    live = subscription()
    const user = userEvent.setup()
    renderBilling()
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep subscription' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted).toEqual([])
  })

  it('tells of a failed renewal and of a downgrade waiting for the period end', async () => {
    live = subscription({ status: 'past_due', nextPlan: summaryOf('starter') })
    renderBilling()
    const status = await screen.findByTestId('subscription-status')
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Payment failed: update your card', 'Renews on December 24, 2026', 'Changes to Starter on December 24, 2026'])
  })

  it("opens Stripe's portal for a Stripe subscription", async () => {
    live = subscription({ provider: 'stripe' })
    const user = userEvent.setup()
    renderBilling()
    await user.click(await screen.findByRole('button', { name: 'Manage subscription' }))
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x'))
  })
})
