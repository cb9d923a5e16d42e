import { act, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setEditMode } from '@/hooks/use-edit-mode'
import { CURRENT_USER_KEY, PLAN_KEY } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import FeaturedCarousel from './featured-carousel'
import { PricingSection } from './pricing-section'

const PLANS = [
  {
    id: 1,
    slug: 'free',
    name: 'Free',
    priceUsd: 0,
    monthlyCredits: 3,
    features: ['Monthly credits'],
    ctaText: 'Start Creating',
    displayOrder: 1,
  },
  {
    id: 3,
    slug: 'pro',
    name: 'Pro',
    priceUsd: 1999,
    monthlyCredits: 80,
    features: [],
    ctaText: 'Get Pro',
    badge: '',
    displayOrder: 3,
  },
  {
    id: 2,
    slug: 'starter',
    name: 'Starter',
    priceUsd: 999,
    monthlyCredits: 30,
    features: [{ name: '32x32 textures', included: false, iconName: 'Layers' }],
    ctaText: 'Get Starter',
    badge: 'BEST FOR BEGINNERS',
    displayOrder: 2,
  },
  {
    id: 4,
    slug: 'ultimate',
    name: 'Ultimate',
    priceUsd: 4999,
    monthlyCredits: 200,
    features: [],
    ctaText: 'Go big',
    displayOrder: 4,
  },
]

let failPlans: boolean
let featured: object

beforeEach(() => {
  failPlans = false
  featured = { success: true, data: [] }
  server.use(
    http.get('/api/subscription-plans', () =>
      failPlans ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json({ success: true, plans: PLANS }),
    ),
    http.get('/api/showcase/featured', () => HttpResponse.json(featured)),
    http.all('/api/*', () => HttpResponse.json({ success: false }, { status: 404 })),
  )
})
afterEach(() => act(() => setEditMode(false)))

function signedIn(isAdmin: boolean, planSlug: string) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, {
    success: true,
    message: 'Authenticated',
    user: { id: 1, username: 'u', email: 'u@x.io', avatarUrl: null, isAdmin },
  })
  queryClient.setQueryData(PLAN_KEY, { success: true, plan: { name: planSlug, slug: planSlug } })
  return queryClient
}

const card = (name: string) => screen.getByRole('article', { name })

describe('PricingSection', () => {
  it('shows the plans in display order with prices per month and the right buttons for a visitor', async () => {
    renderWithProviders(<PricingSection />)
    await screen.findByRole('article', { name: 'Free' })
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['plan-1', 'plan-2', 'plan-3', 'plan-4'])
    expect(within(card('Starter')).getByText('$9.99')).toBeInTheDocument()
    expect(within(card('Free')).getByText('$0')).toBeInTheDocument()
    expect(within(card('Free')).getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/texture-studio')
    // A visitor's call to action leads to the plan's checkout page, which asks them to sign up.
    expect(within(card('Ultimate')).getByRole('link', { name: 'Go big' })).toHaveAttribute('href', '/checkout/ultimate#top')
    // No plan is popular on the server, so Pro is (product.md §4).
    expect(card('Pro')).toHaveAttribute('data-popular', 'true')
    expect(within(card('Starter')).getByText('(not included)')).toBeInTheDocument()
  })

  it("marks the signed-in user's plan 'Current Plan' and links the others to their checkout", async () => {
    renderWithProviders(<PricingSection />, { queryClient: signedIn(false, 'starter') })
    await screen.findByRole('article', { name: 'Starter' })
    expect(within(card('Starter')).getByText('Current Plan')).toBeInTheDocument()
    expect(within(card('Starter')).queryByRole('link')).toBeNull()
    expect(within(card('Pro')).getByRole('link', { name: 'Get Pro' })).toHaveAttribute('href', '/checkout/pro#top')
  })

  it('offers plan editing only to admins in edit mode', async () => {
    const { unmount } = renderWithProviders(<PricingSection />, { queryClient: signedIn(false, 'free') })
    await screen.findByRole('article', { name: 'Pro' })
    act(() => setEditMode(true))
    expect(screen.queryByRole('button', { name: 'Edit Pro' })).toBeNull()
    unmount()
    renderWithProviders(<PricingSection />, { queryClient: signedIn(true, 'free') })
    expect(await screen.findByRole('button', { name: 'Edit Pro' })).toBeInTheDocument()
    expect(screen.getByText('Edit mode: click a plan card to edit it.')).toBeInTheDocument()
  })

  it('says when the plans cannot be loaded and retries', async () => {
    failPlans = true
    renderWithProviders(<PricingSection />)
    expect(await screen.findByText('Failed to fetch subscription plans')).toBeInTheDocument()
    failPlans = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Ultimate' })).toBeInTheDocument()
  })
})

describe('FeaturedCarousel', () => {
  it('shows the 20 bundled samples when nothing is featured', async () => {
    renderWithProviders(<FeaturedCarousel />)
    expect(await screen.findAllByRole('img')).toHaveLength(20)
    expect(screen.getByRole('heading', { name: 'Made with Texelforge' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Mossy Cobblestone' })).toHaveAttribute('src', '/samples/mossy-cobblestone.png')
  })

  it('shows featured textures with their creator and age, and falls back on a bad response', async () => {
    featured = {
      success: true,
      data: [
        {
          id: 12,
          title: 'Ruby Ore',
          imageUrl: '/api/showcase/image/12',
          username: 'gemma',
          createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
        },
      ],
    }
    const { unmount } = renderWithProviders(<FeaturedCarousel />)
    expect(await screen.findByRole('link', { name: /Ruby Ore/ })).toHaveAttribute('href', '/showcase/12')
    expect(screen.getByText('by gemma')).toBeInTheDocument()
    expect(screen.getByText('3h ago')).toBeInTheDocument()
    unmount()
    featured = { nope: true }
    renderWithProviders(<FeaturedCarousel />)
    expect(await screen.findAllByRole('img')).toHaveLength(20)
  })
})
