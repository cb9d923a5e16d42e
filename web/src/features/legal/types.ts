// Legal pages are data: a document is sections of paragraphs and lists.
// Text may hold links written as [label](/path) or [label](mailto:...).

export type LegalBlock = { kind: 'p'; text: string } | { kind: 'list'; items: string[] }

interface LegalSection {
  /** The anchor id (also used by the table of contents). */
  id: string
  heading: string
  blocks: LegalBlock[]
}

export interface LegalDocument {
  title: string
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string
  summary: string
  sections: LegalSection[]
}

export const LEGAL_LAST_UPDATED = '2026-11-22'
export { SUPPORT_EMAIL } from '@/lib/site'

/** p and list keep the content files short. */
export const p = (text: string): LegalBlock => ({ kind: 'p', text })
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items })
