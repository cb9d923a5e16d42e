import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { cookiePolicy } from '../content/cookies'
import { privacyPolicy } from '../content/privacy'
import { refundPolicy } from '../content/refund-policy'
import { termsOfService } from '../content/terms'
import type { LegalDocument } from '../types'
import { LegalPage } from './legal-page'

const documents = [privacyPolicy, termsOfService, cookiePolicy, refundPolicy]

function words(doc: LegalDocument): number {
  const text = [
    doc.summary,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : b.items))]),
  ].join(' ')
  return text.split(/\s+/).filter(Boolean).length
}

describe('legal content', () => {
  it.each(documents)('$title is substantive, dated and has unique section ids', (doc) => {
    expect(doc.lastUpdated).toBe('2026-11-22')
    expect(doc.sections.length).toBeGreaterThanOrEqual(5)
    const n = words(doc)
    expect(n).toBeGreaterThanOrEqual(600)
    expect(n).toBeLessThanOrEqual(1500)
    const ids = doc.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('names the exact storage keys in the cookie policy', () => {
    const text = JSON.stringify(cookiePolicy)
    for (const key of ['cookieConsent', 'cookieConsentDate', 'analyticsDisabled', 'theme']) {
      expect(text).toContain(key)
    }
  })
})

describe('LegalPage', () => {
  it('renders the title, date, contents and sections with working links', () => {
    render(
      <MemoryRouter>
        <LegalPage document={refundPolicy} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument()
    expect(screen.getByText('November 22, 2026')).toHaveAttribute('dateTime', '2026-11-22')
    const toc = screen.getByRole('navigation', { name: 'On this page' })
    expect(within(toc).getAllByRole('link')).toHaveLength(refundPolicy.sections.length)
    expect(within(toc).getByRole('link', { name: 'Credit packs' })).toHaveAttribute('href', '#credit-packs')
    expect(screen.getByRole('region', { name: 'Credit packs' })).toHaveAttribute('id', 'credit-packs')
    expect(screen.getAllByRole('link', { name: 'support@texelforge.app' })[0]).toHaveAttribute('href', 'mailto:support@texelforge.app')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  })
})
