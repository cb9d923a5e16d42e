import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import type { PlanChange } from '../api/types'
import { PLANS, signedIn, signedOut, subscription, summaryOf } from '../test/fixtures'
import { PlansPage } from './plans-page'

let live: ReturnType<typeof subscription> | null
let previews: unknown[]
let changes: unknown[]
let previewAnswer: (planId: number) => Response

function change(kind: PlanChange['kind'], to: string, over: Partial<PlanChange> = {}): PlanChange {
  return { kind, from: summaryOf('pro'), to: summaryOf(to), effectiveAt: '2026-12-24T12:00:00Z', creditsNow: 0, amountNowUsd: 0, ...over }
}

beforeEach(() => {
  live = null
  previews = []
  changes = []
  previewAnswer = (planId) =>
    planId === 4
      ? HttpResponse.json({
          success: true,
          change: change('upgrade', 'ultimate', { effectiveAt: '2026-11-26T10:00:00Z', creditsNow: 120, amountNowUsd: 1500 }),
        })
      : HttpResponse.json({ success: true, change: change('downgrade', planId === 2 ? 'starter' : 'free') })
  server.use(
    http.get('/api/subscription-plans', () => HttpResponse.json({ success: true, plans: PLANS })),
    http.get('/api/site-settings', () => HttpResponse.json({ success: true, data: { settings: { hideCreditPackagesSection: false } } })),
    http.get('/api/user/subscription', () => HttpResponse.json({ success: true, subscription: live })),
    http.post('/api/user/subscription/preview', async ({ request }) => {
      const body = (await request.json()) as { planId: number }
      previews.push(body)
      return previewAnswer(body.planId)
    }),
    http.post('/api/user/subscription/change', async ({ request }) => {
      const body = (await request.json()) as { planId: number }
      changes.push(body)
      live = subscription({ plan: summaryOf(body.planId === 4 ? 'ultimate' : 'pro') })
      return HttpResponse.json({ success: true, subscription: live })
    }),
    http.get('/api/*', () => HttpResponse.json({ success: true })),
  )
})

const card = (name: string) => screen.getByRole('article', { name })

describe('PlansPage', () => {
  it("shows a visitor the landing page's cards, leading to each plan's checkout", async () => {
    renderWithProviders(<PlansPage />, { queryClient: signedOut() })
    await screen.findByRole('article', { name: 'Starter' })
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['plan-1', 'plan-2', 'plan-3', 'plan-4'])
    expect(within(card('Starter')).getByRole('link', { name: 'Get Starter' })).toHaveAttribute('href', '/checkout/starter#top')
    expect(within(card('Ultimate')).getByRole('link', { name: 'Get Ultimate' })).toHaveAttribute('href', '/checkout/ultimate#top')
    expect(within(card('Free')).getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/texture-studio')
    expect(card('Pro')).toHaveAttribute('data-popular', 'true')
    expect(screen.queryByText('Current Plan')).toBeNull()
    expect(await screen.findByRole('link', { name: 'Buy a credit pack' })).toHaveAttribute('href', '/checkout/credits')
  })

  it("marks a signed-in user's plan without a subscription", async () => {
    renderWithProviders(<PlansPage />, { queryClient: signedIn('free') })
    expect(await within(await screen.findByRole('article', { name: 'Free' })).findByText('Current Plan')).toBeInTheDocument()
    expect(within(card('Pro')).getByRole('link', { name: 'Get Pro' })).toBeInTheDocument()
  })

  it('previews an upgrade (now, its credits and price) and applies it on confirmation', async () => {
    live = subscription()
    const user = userEvent.setup()
    renderWithProviders(<PlansPage />, { queryClient: signedIn('pro') })
    expect(await screen.findByText(/You are subscribed to/)).toHaveTextContent('a downgrade on December 24, 2026')
    await waitFor(() => expect(within(card('Pro')).getByText('Current Plan')).toBeInTheDocument())
    await user.click(within(card('Ultimate')).getByRole('button', { name: 'Switch to Ultimate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Ultimate?' })
    await within(dialog).findByText('Credits added now')
    expect(dialog).toHaveTextContent('StartsNow')
    expect(dialog).toHaveTextContent('Credits added now+120')
    expect(dialog).toHaveTextContent('Charged now$15.00, for the rest of this period')
    expect(dialog).toHaveTextContent('Then$49.99 a month for 200 credits a month')
    expect(previews).toEqual([{ planId: 4 }])
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade now for $15.00' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(changes).toEqual([{ planId: 4 }])
    await waitFor(() => expect(within(card('Ultimate')).getByText('Current Plan')).toBeInTheDocument())
  })

  it('previews a downgrade from the end of the period, and keeps the plan when the user changes their mind', async () => {
    live = subscription()
    const user = userEvent.setup()
    renderWithProviders(<PlansPage />, { queryClient: signedIn('pro') })
    await user.click(
      await within(await screen.findByRole('article', { name: 'Starter' })).findByRole('button', { name: 'Switch to Starter' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Starter?' })
    expect(await within(dialog).findByText('December 24, 2026, when this period ends')).toBeInTheDocument()
    expect(dialog).toHaveTextContent('Until thenYou keep Pro and its credits')
    expect(dialog).toHaveTextContent('Charged nowNothing')
    expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toBeEnabled()
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(changes).toEqual([])
  })

  it("shows the server's refusal of a preview", async () => {
    live = subscription()
    previewAnswer = () => HttpResponse.json({ success: false, message: 'That is your current plan' }, { status: 400 })
    const user = userEvent.setup()
    renderWithProviders(<PlansPage />, { queryClient: signedIn('pro') })
    await user.click(await within(await screen.findByRole('article', { name: 'Free' })).findByRole('button', { name: 'Switch to Free' }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Free?' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is your current plan')
    expect(within(dialog).queryByRole('button', { name: /Confirm|Upgrade/ })).toBeNull()
  })
})
