import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getEditMode, setEditMode } from '@/hooks/use-edit-mode'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { AdminContentPage } from './admin-content-page'

beforeEach(() => {
  server.use(
    http.get('/api/admin/reports', () => HttpResponse.json({ success: true, reports: [], nextCursor: null })),
    http.get('/api/admin/showcase/removed', () => HttpResponse.json({ success: true, textures: [], nextCursor: null })),
  )
})

afterEach(() => setEditMode(false))

function renderPage(route = '/admin/content') {
  return renderWithProviders(
    <>
      <AdminContentPage legalEditor={<p>The legal editor</p>} />
      <LocationProbe />
    </>,
    { route },
  )
}

describe('AdminContentPage', () => {
  it('shows the legal editor first and keeps the chosen tab in the address', async () => {
    const user = userEvent.setup()
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Legal pages', selected: true })).toBeInTheDocument()
    expect(screen.getByText('The legal editor')).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Showcase moderation' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/content?tab=moderation')
    expect(await screen.findByText('No open reports. Reported textures show here.')).toBeInTheDocument()
    expect(await screen.findByText('No removed textures.')).toBeInTheDocument()
  })

  it('opens the landing page with Edit Mode on', async () => {
    const user = userEvent.setup()
    renderPage('/admin/content?tab=landing')
    expect(screen.getByRole('tab', { name: 'Landing texts', selected: true })).toBeInTheDocument()
    expect(getEditMode()).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Edit the landing page' }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
    expect(getEditMode()).toBe(true)
  })
})
