import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { TooltipProvider } from '@/components/ui/tooltip'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { CreditsNavEntry } from './credits-nav-entry'

const link = { label: 'Credits', to: '/checkout/credits' }
const className = () => 'nav-link'

beforeEach(() => {
  // 30 plan credits with 12 left, 10 bought with 4 spent: 22 of 40 used, 18 available.
  const credits = {
    total: 10,
    used: 4,
    subscriptionCreditsTotal: 30,
    subscriptionCreditsAvailable: 12,
    purchasedCreditsTotal: 10,
    purchasedCreditsAvailable: 6,
    hasSubscription: true,
    nextRenewalDate: '2026-12-01T00:00:00Z',
  }
  server.use(http.get('/api/user/credits', () => HttpResponse.json({ success: true, credits })))
})

describe('CreditsNavEntry', () => {
  it('shows used of total, available and the credit note in the desktop tooltip', async () => {
    renderWithProviders(
      <TooltipProvider delayDuration={0}>
        <CreditsNavEntry link={link} layout="bar" className={className} />
      </TooltipProvider>,
    )
    const anchor = screen.getByRole('link', { name: 'Credits' })
    expect(anchor).toHaveAttribute('href', '/checkout/credits')
    fireEvent.focus(anchor)
    const tooltip = await screen.findByRole('tooltip')
    expect(await within(tooltip).findByText('22 of 40 credits used')).toBeInTheDocument()
    expect(within(tooltip).getByText('18 available')).toBeInTheDocument()
    expect(within(tooltip).getByText('1 credit = 16 textures')).toBeInTheDocument()
  })

  it('shows the available count in the mobile menu', async () => {
    renderWithProviders(<CreditsNavEntry link={link} layout="menu" className={className} />)
    await waitFor(() => expect(screen.getByTestId('credits-count')).toHaveTextContent('18 available'))
    const anchor = screen.getByRole('link')
    expect(anchor).toHaveAttribute('href', '/checkout/credits')
    expect(anchor).toHaveTextContent('Credits 18 available')
  })
})
