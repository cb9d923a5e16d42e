import { useLegalPage } from '../api/get-legal-page'
import { LEGAL_LAST_UPDATED, LEGAL_TITLES, type LegalPageId } from '../types'
import { LegalDocument } from './legal-document'

interface Props {
  page: LegalPageId
  /** The built-in Markdown, shown at once and whenever no saved text can be had. */
  builtIn: string
}

/**
 * LegalPage is a public legal page: the built-in text at once, replaced by
 * the text an admin saved when it arrives (a failed fetch keeps the built-in one).
 */
export function LegalPage({ page, builtIn }: Props) {
  const { data: saved } = useLegalPage(page)
  const markdown = saved?.content ?? builtIn
  const lastUpdated = saved?.updatedAt ? saved.updatedAt.slice(0, 10) : LEGAL_LAST_UPDATED
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <LegalDocument markdown={markdown} lastUpdated={lastUpdated} defaultTitle={LEGAL_TITLES[page]} />
    </div>
  )
}
