import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { leavePage } from '../lib/leave-page'
import { PACKAGES, PLANS, signedIn, subscription } from '../test/fixtures'
import { PromptCreditsCheckoutPage } from './prompt-credits-checkout-page'

vi.mock('../lib/leave-page', () => ({ leavePage: vi.fn() }))

let hide: boolean
let live: ReturnType<typeof subscription> | null
let checkoutBodies: unknown[]

beforeEach(() => {
  hide = false
  live = null
  checkoutBodies = []
  server.use(
    http.get('/api/site-settings', () => HttpResponse.json({ success: true, data: { settings: { hideCreditPackagesSection: hide } } })),
    http.get('/api/credit-packages', () => HttpResponse.json({ success: true, packages: PACKAGES })),
    http.get('/api/subscription-plans', () => HttpResponse.json({ success: true, plans: PLANS })),
    http.get('/api/user/subscription', () => HttpResponse.json({ success: true, subscription: live })),
    http.post('/api/checkout', async ({ request }) => {
      checkoutBodies.push(await request.json())
      return HttpResponse.json({ success: true, url: '/checkout/pay/cs_7' })
    }),
  )
})

const PROMPT = 'mossy cobblestone & vines'
const ROUTE = `/prompt-credits-checkout?prompt=${encodeURIComponent(PROMPT)}`
const RETURN_TO = `/texture-studio?prompt=${encodeURIComponent(PROMPT)}`

describe('PromptCreditsCheckoutPage', () => {
  it('keeps the prompt and offers the cheapest package and the cheapest paid plan, returning to the studio', async () => {
    renderWithProviders(<PromptCreditsCheckoutPage />, { route: ROUTE, queryClient: signedIn() })
    expect(screen.getByText(`“${PROMPT}”`)).toBeInTheDocument()
    const cheapest = within(screen.getByRole('region', { name: 'Cheapest ways to continue' }))
    const pack = await cheapest.findByRole('article', { name: '1 credit' })
    expect(within(pack).getByText('Cheapest')).toBeInTheDocument()
    expect(pack).toHaveTextContent('$0.99')
    const plan = await cheapest.findByRole('article', { name: 'Starter plan' })
    expect(plan).toHaveTextContent('$9.99/month')
    expect(plan).toHaveTextContent('30 credits every month = 480 textures')
    expect(screen.getByRole('link', { name: 'Back to the studio' })).toHaveAttribute('href', RETURN_TO)

    fireEvent.click(within(plan).getByRole('button', { name: 'Subscribe to Starter' }))
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/checkout/pay/cs_7'))
    expect(checkoutBodies).toEqual([{ kind: 'plan', id: 2, returnTo: RETURN_TO }])
  })

  it('offers the other packages too, each bought with the way back to the prompt', async () => {
    renderWithProviders(<PromptCreditsCheckoutPage />, { route: ROUTE, queryClient: signedIn() })
    const more = within(await screen.findByRole('region', { name: 'Other credit packages' }))
    expect(more.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['package-2', 'package-3'])
    fireEvent.click(more.getByRole('button', { name: 'Buy 10 credits' }))
    await waitFor(() => expect(checkoutBodies).toEqual([{ kind: 'package', id: 2, returnTo: RETURN_TO }]))
  })

  it('offers only the plan while packages are hidden, and a plan change to a subscriber', async () => {
    hide = true
    live = subscription({ plan: { id: 2, slug: 'starter', name: 'Starter', priceUsd: 999, monthlyCredits: 30 } })
    renderWithProviders(<PromptCreditsCheckoutPage />, { route: ROUTE, queryClient: signedIn('starter') })
    expect(await screen.findByText(/Credit packages are not on sale right now/)).toBeInTheDocument()
    const plan = await screen.findByRole('article', { name: 'Starter plan' })
    expect(await within(plan).findByRole('link', { name: 'Change your plan' })).toHaveAttribute('href', '/checkout/plans')
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull()
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })

  it('goes back to the plain studio without a prompt', async () => {
    renderWithProviders(<PromptCreditsCheckoutPage />, { route: '/prompt-credits-checkout', queryClient: signedIn() })
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 1 credit' }))
    await waitFor(() => expect(checkoutBodies).toEqual([{ kind: 'package', id: 1, returnTo: '/texture-studio' }]))
    expect(screen.queryByText('Your prompt')).toBeNull()
  })
})
