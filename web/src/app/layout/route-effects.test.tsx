import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { SITE_SETTINGS_KEY } from '@/lib/site-settings'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { RouteEffects } from './route-effects'

let siteName: string

beforeEach(() => {
  siteName = 'Pixel Forge'
  document.title = ''
  server.use(http.get('/api/site-settings', () => HttpResponse.json({ success: true, data: { settings: { siteName } } })))
})

describe('RouteEffects', () => {
  it("titles the page with the admin's site name, and follows a rename", async () => {
    const { queryClient } = renderWithProviders(<RouteEffects />, { route: '/privacy' })
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Pixel Forge'))
    siteName = 'Blocky'
    await queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY })
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Blocky'))
  })

  it("keeps a page's own title when the name arrives, swapping only the name", async () => {
    renderWithProviders(<RouteEffects />, { route: '/showcase' })
    document.title = 'Mossy stone by alex | Texelforge'
    await waitFor(() => expect(document.title).toBe('Mossy stone by alex | Pixel Forge'))
  })
})
