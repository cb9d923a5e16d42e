import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { BUILT_IN_LEGAL } from '../content/built-in'
import { outlineOf } from '../lib/outline'
import { LEGAL_PAGE_IDS } from '../types'
import { LegalPage } from './legal-page'

const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length

describe('the built-in legal texts', () => {
  it.each(LEGAL_PAGE_IDS)('%s is substantive, titled and has unique section ids', (id) => {
    const outline = outlineOf(BUILT_IN_LEGAL[id])
    expect(outline.title).not.toBeNull()
    expect(outline.intro).not.toBe('')
    expect(outline.sections.length).toBeGreaterThanOrEqual(5)
    expect(words(BUILT_IN_LEGAL[id])).toBeGreaterThanOrEqual(600)
    expect(words(BUILT_IN_LEGAL[id])).toBeLessThanOrEqual(1500)
    const ids = outline.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('names the exact storage keys in the cookie policy', () => {
    for (const key of ['cookieConsent', 'cookieConsentDate', 'analyticsDisabled', 'theme']) {
      expect(BUILT_IN_LEGAL.cookies).toContain(key)
    }
  })
})

/** The saved text answer: null for 404, a number for that error status. */
let answer: { content: string; updatedAt: string } | number | null
let gate: Promise<void>

beforeEach(() => {
  answer = null
  gate = Promise.resolve()
  server.use(
    http.get('/api/page-content/legal/:id', async () => {
      await gate
      if (answer === null) return HttpResponse.json({ success: false, message: 'Content not found' }, { status: 404 })
      if (typeof answer === 'number') return HttpResponse.json({ success: false, message: 'down' }, { status: answer })
      return HttpResponse.json({ success: true, data: { pageId: 'legal', elementId: 'privacy', type: 'markdown', ...answer } })
    }),
  )
})

describe('LegalPage', () => {
  it('renders the title, date, contents and sections with working links', async () => {
    renderWithProviders(<LegalPage page="refund-policy" builtIn={BUILT_IN_LEGAL['refund-policy']} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument()
    expect(screen.getByText('November 22, 2026')).toHaveAttribute('dateTime', '2026-11-22')
    const toc = screen.getByRole('navigation', { name: 'On this page' })
    const sections = outlineOf(BUILT_IN_LEGAL['refund-policy']).sections
    expect(within(toc).getAllByRole('link')).toHaveLength(sections.length)
    expect(within(toc).getByRole('link', { name: 'Credit packs' })).toHaveAttribute('href', '#credit-packs')
    expect(screen.getByRole('region', { name: 'Credit packs' })).toHaveAttribute('id', 'credit-packs')
    expect(screen.getAllByRole('link', { name: 'support@texelforge.app' })[0]).toHaveAttribute('href', 'mailto:support@texelforge.app')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    // Nothing saved: the built-in text stays.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Credit packs' })).toBeInTheDocument())
  })

  it('shows the built-in text at once, then the saved text when it arrives, dated by its save', async () => {
    let open!: () => void
    gate = new Promise((resolve) => (open = resolve))
    answer = { content: '# Privacy Policy\n\nOur new words.\n\n## Fresh section\n\nFresh text.', updatedAt: '2026-12-01T09:30:00Z' }
    renderWithProviders(<LegalPage page="privacy" builtIn={BUILT_IN_LEGAL.privacy} />)
    expect(screen.getByRole('region', { name: 'Who we are' })).toBeInTheDocument()
    expect(screen.queryByText('Our new words.')).toBeNull()

    open()
    expect(await screen.findByText('Our new words.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Fresh section' })).toHaveTextContent('Fresh text.')
    expect(screen.queryByRole('region', { name: 'Who we are' })).toBeNull()
    expect(screen.getByText('December 1, 2026')).toHaveAttribute('dateTime', '2026-12-01')
  })

  it('keeps the built-in text when the saved one cannot be fetched, and names the page when the text has no title', async () => {
    answer = 500
    const { unmount } = renderWithProviders(<LegalPage page="terms" builtIn={BUILT_IN_LEGAL.terms} />)
    await delay(20)
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Your account' })).toBeInTheDocument()
    unmount()

    answer = { content: 'Only a paragraph.', updatedAt: '2026-12-02T00:00:00Z' }
    renderWithProviders(<LegalPage page="cookies" builtIn={BUILT_IN_LEGAL.cookies} />)
    expect(await screen.findByText('Only a paragraph.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull()
  })
})
