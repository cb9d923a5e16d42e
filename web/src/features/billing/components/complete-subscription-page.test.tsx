import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeAccountDialogs, getAccountDialogState } from '@/hooks/use-account-dialog'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { leavePage } from '../lib/leave-page'
import { PLANS, signedIn, signedOut, subscription } from '../test/fixtures'
import { CompleteSubscriptionPage } from './complete-subscription-page'

vi.mock('../lib/leave-page', () => ({ leavePage: vi.fn() }))

let checkoutBodies: unknown[]
let live: ReturnType<typeof subscription> | null

beforeEach(() => {
  checkoutBodies = []
  live = null
  server.use(
    http.get('/api/subscription-plans', () => HttpResponse.json({ success: true, plans: PLANS })),
    http.get('/api/user/subscription', () => HttpResponse.json({ success: true, subscription: live })),
    http.post('/api/checkout', async ({ request }) => {
      checkoutBodies.push(await request.json())
      return HttpResponse.json({ success: true, url: '/checkout/pay/cs_9' })
    }),
  )
})
afterEach(() => {
  sessionStorage.clear()
  closeAccountDialogs()
})

describe('CompleteSubscriptionPage', () => {
  it('shows the plan from ?plan= and continues to its checkout in one click', async () => {
    sessionStorage.setItem('pendingPlan', 'pro')
    renderWithProviders(<CompleteSubscriptionPage />, { route: '/complete-subscription?plan=pro', queryClient: signedIn() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Finish subscribing to Pro' })).toBeInTheDocument()
    expect(screen.getByText('Signed in as alex. One step left: pay for your plan.')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Pro' })).toHaveTextContent('$19.99/month')
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/checkout/pay/cs_9'))
    expect(checkoutBodies).toEqual([{ kind: 'plan', id: 3 }])
    expect(sessionStorage.getItem('pendingPlan')).toBeNull()
  })

  it('finds the plan kept in the session when the address lost it', async () => {
    sessionStorage.setItem('pendingPlan', 'starter')
    renderWithProviders(<CompleteSubscriptionPage />, { route: '/complete-subscription', queryClient: signedIn() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Finish subscribing to Starter' })).toBeInTheDocument()
  })

  it('asks a visitor to log in or sign up and come back here', async () => {
    renderWithProviders(<CompleteSubscriptionPage />, { route: '/complete-subscription?plan=starter', queryClient: signedOut() })
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }))
    expect(getAccountDialogState()).toEqual({ open: 'account', mode: 'login', returnTo: '/complete-subscription?plan=starter' })
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull()
  })

  it('links to the plans when no plan is waiting', async () => {
    renderWithProviders(<CompleteSubscriptionPage />, { route: '/complete-subscription', queryClient: signedIn() })
    expect(await screen.findByRole('heading', { level: 1, name: 'No plan to finish' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/checkout/plans')
  })

  it('sends a subscriber to change plans instead of starting a second subscription', async () => {
    live = subscription({ plan: { id: 2, slug: 'starter', name: 'Starter', priceUsd: 999, monthlyCredits: 30 } })
    renderWithProviders(<CompleteSubscriptionPage />, { route: '/complete-subscription?plan=pro', queryClient: signedIn('starter') })
    expect(await screen.findByRole('heading', { level: 1, name: 'You already have a subscription' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/dashboard#billing')
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/checkout/plans')
  })
})
