import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { CreditsUsage } from './credits-usage'

const credits = {
  total: 10,
  used: 4,
  subscriptionCreditsTotal: 30,
  subscriptionCreditsAvailable: 12,
  purchasedCreditsTotal: 10,
  purchasedCreditsAvailable: 6,
  hasSubscription: true,
  nextRenewalDate: '2026-12-24T12:00:00Z',
}

describe('CreditsUsage', () => {
  it('shows the available credits, a bar of used against total, and what a credit buys', async () => {
    server.use(http.get('/api/user/credits', () => HttpResponse.json({ success: true, credits })))
    renderWithProviders(<CreditsUsage />)
    expect(await screen.findByTestId('available-credits')).toHaveTextContent('18')
    const bar = screen.getByRole('progressbar', { name: 'Credits used' })
    expect(bar).toHaveAttribute('aria-valuenow', '22')
    expect(bar).toHaveAttribute('aria-valuemax', '40')
    expect(bar).toHaveAttribute('aria-valuetext', '22 of 40 credits used')
    expect(bar.firstElementChild).toHaveStyle({ width: '55%' })
    expect(screen.getByText('22 of 40 credits used')).toBeInTheDocument()
    expect(screen.getByText(/6 of them bought/)).toBeInTheDocument()
    expect(screen.getByText('1 credit = 16 textures')).toBeInTheDocument()
  })

  it('says when the credits cannot be read', async () => {
    server.use(http.get('/api/user/credits', () => HttpResponse.json({ message: 'down' }, { status: 500 })))
    renderWithProviders(<CreditsUsage />)
    expect(await screen.findByText('Your credits could not be loaded.')).toBeInTheDocument()
  })
})
