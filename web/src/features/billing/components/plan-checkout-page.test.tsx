import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeAccountDialogs, getAccountDialogState } from '@/hooks/use-account-dialog'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { leavePage } from '../lib/leave-page'
import { PLANS, signedIn, signedOut } from '../test/fixtures'
import { PlanCheckoutPage } from './plan-checkout-page'

vi.mock('../lib/leave-page', () => ({ leavePage: vi.fn() }))

let checkoutBodies: unknown[]
let checkoutAnswer: () => Response

beforeEach(() => {
  checkoutBodies = []
  checkoutAnswer = () => HttpResponse.json({ success: true, url: '/checkout/pay/cs_1' })
  server.use(
    http.get('/api/subscription-plans', () => HttpResponse.json({ success: true, plans: PLANS })),
    http.post('/api/checkout', async ({ request }) => {
      checkoutBodies.push(await request.json())
      return checkoutAnswer()
    }),
  )
})
afterEach(() => {
  sessionStorage.clear()
  closeAccountDialogs()
})

describe('PlanCheckoutPage', () => {
  it('shows the plan, its price per month and what it includes, and pays for it', async () => {
    renderWithProviders(<PlanCheckoutPage slug="starter" />, { queryClient: signedIn() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to Starter' })).toBeInTheDocument()
    const summary = screen.getByRole('region', { name: 'Starter' })
    expect(summary).toHaveTextContent('$9.99/month')
    expect(within(summary).getByText('30 credits a month (480 textures)')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/checkout/pay/cs_1'))
    expect(checkoutBodies).toEqual([{ kind: 'plan', id: 2 }])
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled()
  })

  it('asks a visitor to sign up first, keeping the plan for /complete-subscription', async () => {
    renderWithProviders(<PlanCheckoutPage slug="pro" />, { queryClient: signedOut() })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }))
    expect(getAccountDialogState()).toEqual({ open: 'account', mode: 'signup', returnTo: '/complete-subscription?plan=pro' })
    expect(sessionStorage.getItem('pendingPlan')).toBe('pro')
    expect(checkoutBodies).toEqual([])
  })

  it('says when the user already has a subscription, with a link to billing', async () => {
    checkoutAnswer = () =>
      HttpResponse.json(
        { success: false, message: 'You already have a subscription. Change your plan from the dashboard.' },
        { status: 409 },
      )
    renderWithProviders(<PlanCheckoutPage slug="ultimate" />, { queryClient: signedIn('pro') })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You already have a subscription. Change your plan from the dashboard.')
    expect(within(alert).getByRole('link', { name: 'Go to billing in your dashboard' })).toHaveAttribute('href', '/dashboard#billing')
    expect(leavePage).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled()
  })

  it.each([
    ['nope', 'Plan not found', 'There is no plan called “nope”.'],
    ['free', 'The Free plan needs no checkout', 'Every account starts on Free'],
  ])('answers /checkout/%s with a message and a link to the plans', async (slug, title, text) => {
    renderWithProviders(<PlanCheckoutPage slug={slug} />, { queryClient: signedIn() })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/checkout/plans')
  })
})
