// The four legal pages are Markdown documents: built in (content/*.md), and
// replaced by the text an admin saves as page content (docs/admin-api.md).

export const LEGAL_PAGE_IDS = ['privacy', 'terms', 'cookies', 'refund-policy'] as const

/** LegalPageId is both the page's path (/privacy) and its page-content elementId. */
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number]

/** LEGAL_TITLES name each page; a saved text without a '# Title' line shows this one. */
export const LEGAL_TITLES: Record<LegalPageId, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  cookies: 'Cookie Policy',
  'refund-policy': 'Refund Policy',
}

/** LEGAL_LAST_UPDATED dates the built-in texts (ISO, YYYY-MM-DD); a saved text is dated by its save. */
export const LEGAL_LAST_UPDATED = '2026-11-22'

/** LEGAL_MAX_CHARS is the server's limit on a saved legal page. */
export const LEGAL_MAX_CHARS = 50_000

/** SavedLegalPage is the text an admin saved, as GET /api/page-content/legal/{id} answers it. */
export interface SavedLegalPage {
  content: string
  /** ISO date-time of the save. */
  updatedAt: string
}
