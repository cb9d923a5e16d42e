import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { sentRequests, server } from '@/test/server'
import type { Counters, StatsResponse } from '../api/get-stats'
import { StatsOverview } from './stats-overview'

const zero: Counters = {
  signups: 0,
  activeUsers: 0,
  generationsDone: 0,
  generationsFailed: 0,
  texturesSaved: 0,
  texturesShared: 0,
  creditsSpent: 0,
  purchases: 0,
  revenueUsd: 0,
  pageViews: 0,
}

function stats(days: number): StatsResponse {
  const totals: Counters = {
    signups: 12 * days,
    activeUsers: 40,
    generationsDone: 1234,
    generationsFailed: 5,
    texturesSaved: 300,
    texturesShared: 21,
    creditsSpent: 1239,
    purchases: 3,
    revenueUsd: 3497,
    pageViews: 5000,
  }
  const series = Array.from({ length: days }, (_, i) => ({ ...zero, date: `2026-11-${String(i + 1).padStart(2, '0')}`, signups: i }))
  return {
    success: true,
    days,
    totals,
    series,
    pageViews: [
      { route: '/', views: 3000 },
      { route: '/showcase', views: 2000 },
    ],
  }
}

let sent: string[]

beforeEach(() => {
  sent = sentRequests()
  server.use(
    http.get('/api/admin/stats', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'))
      if (days === 90) return HttpResponse.json({ success: false, message: 'Stats are being rebuilt' }, { status: 503 })
      return HttpResponse.json(stats(days))
    }),
  )
})

const render = (route = '/admin') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin" element={<StatsOverview />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  )

/** figure is the counter labelled label, as shown. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('StatsOverview', () => {
  it('shows the last 30 days by default: the totals, a chart per subject and the page views by route', async () => {
    render()
    await waitFor(() => expect(figure('Sign-ups')).toBe('360'))
    expect(sent).toEqual(['GET /api/admin/stats?days=30'])
    expect(figure('Generations done')).toBe('1,234')
    expect(figure('Generations failed')).toBe('5')
    expect(figure('Textures shared')).toBe('21')
    expect(figure('Credits spent')).toBe('1,239')
    expect(figure('Revenue')).toBe('$34.97')
    expect(figure('Page views')).toBe('5,000')
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')
    for (const title of ['Users per day', 'Generations per day', 'Textures and credits per day', 'Revenue per day', 'Page views per day']) {
      expect(await screen.findByRole('figure', { name: title })).toBeInTheDocument()
    }
    const table = screen.getByRole('table', { name: 'Page views by route' })
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['/3,00060%', '/showcase2,00040%'])
  })

  it('asks again for another period and keeps it in ?days=', async () => {
    const user = userEvent.setup()
    render()
    await waitFor(() => expect(figure('Sign-ups')).toBe('360'))
    await user.click(screen.getByRole('button', { name: '7 days' }))
    await waitFor(() => expect(figure('Sign-ups')).toBe('84'))
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?days=7')
    expect(sent).toEqual(['GET /api/admin/stats?days=30', 'GET /api/admin/stats?days=7'])
  })

  it("shows the server's error with a Retry", async () => {
    render('/admin?days=90')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the figures: Stats are being rebuilt')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('says when no page was viewed', async () => {
    server.use(http.get('/api/admin/stats', () => HttpResponse.json({ ...stats(30), pageViews: [] })))
    render()
    expect(await screen.findByText(/No page views in this period/)).toBeInTheDocument()
  })
})
