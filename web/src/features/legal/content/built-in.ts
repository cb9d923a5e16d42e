import cookies from './cookies.md?raw'
import privacy from './privacy.md?raw'
import refundPolicy from './refund-policy.md?raw'
import terms from './terms.md?raw'
import type { LegalPageId } from '../types'

/** BUILT_IN_LEGAL is every legal page's built-in Markdown, for the admin's editor (each public page imports only its own). */
export const BUILT_IN_LEGAL: Record<LegalPageId, string> = {
  privacy,
  terms,
  cookies,
  'refund-policy': refundPolicy,
}
