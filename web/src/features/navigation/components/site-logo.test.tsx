import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { SITE_LOGO_KEY, SITE_SETTINGS_KEY } from '@/lib/site-settings'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { SiteLogo } from './site-logo'

let settings: { siteName?: string }
let logoUrl: string

beforeEach(() => {
  settings = {}
  logoUrl = ''
  server.use(
    http.get('/api/site-settings', () =>
      HttpResponse.json({ success: true, data: { settings: { hideCreditPackagesSection: false, ...settings } } }),
    ),
    http.get('/api/site-settings/logo', () => HttpResponse.json({ success: true, logoUrl })),
  )
})

describe('SiteLogo', () => {
  it('names the site Texelforge until an admin names it otherwise', async () => {
    const { queryClient } = renderWithProviders(<SiteLogo />)
    await waitFor(() => expect(queryClient.getQueryData(SITE_SETTINGS_KEY)).toBeDefined())
    expect(screen.getByRole('link', { name: 'Texelforge' })).toHaveAttribute('href', '/')
  })

  it("shows the admin's name and logo, and follows a change without a reload", async () => {
    settings.siteName = 'Pixel Forge'
    logoUrl = '/media/logos/forge.png'
    const { queryClient, container } = renderWithProviders(<SiteLogo />)
    expect(await screen.findByRole('link', { name: 'Pixel Forge' })).toBeInTheDocument()
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', '/media/logos/forge.png'))

    settings.siteName = 'Blocky'
    logoUrl = '/media/logos/blocky.svg'
    await queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY })
    await queryClient.invalidateQueries({ queryKey: SITE_LOGO_KEY })
    expect(await screen.findByRole('link', { name: 'Blocky' })).toBeInTheDocument()
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', '/media/logos/blocky.svg'))
  })

  it('keeps the default name when the settings cannot be read', async () => {
    server.use(http.get('/api/site-settings', () => HttpResponse.json({ success: false, message: 'down' }, { status: 500 })))
    const { queryClient } = renderWithProviders(<SiteLogo />)
    await waitFor(() => expect(queryClient.getQueryState(SITE_SETTINGS_KEY)?.status).toBe('error'))
    expect(screen.getByRole('link', { name: 'Texelforge' })).toBeInTheDocument()
  })
})
