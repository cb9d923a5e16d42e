import { useMemo } from 'react'
import { outlineOf } from '../lib/outline'
import { LegalMarkdown } from './legal-markdown'

interface Props {
  markdown: string
  /** ISO date (YYYY-MM-DD) shown as 'Last updated'. */
  lastUpdated: string
  /** The title when the Markdown has no '# Title' line. */
  defaultTitle: string
  /** The admin editor's preview: the title is not the page's h1, and anchors get a prefix. */
  preview?: boolean
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** formatDate writes an ISO date as 'November 22, 2026' (by hand: a first Intl date format loads locale data, the slowest step of opening the page). */
function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  const name = MONTHS[(month ?? 0) - 1]
  return name && year && day ? `${name} ${day}, ${year}` : iso
}

/**
 * LegalDocument renders a legal page from its Markdown: title, date, summary,
 * contents and one region per section. Its columns follow its own width (a
 * container query), so the editor's preview looks like a narrow window.
 */
export function LegalDocument({ markdown, lastUpdated, defaultTitle, preview = false }: Props) {
  const outline = useMemo(() => outlineOf(markdown), [markdown])
  const Title = preview ? 'h2' : 'h1'
  const anchor = (id: string) => (preview ? `preview-${id}` : id)
  return (
    <article className="@container">
      <header className="max-w-3xl border-b pb-8">
        <p className="font-mono text-xs font-semibold tracking-widest text-ember uppercase">Legal</p>
        <Title className="mt-2 text-3xl font-bold tracking-tight @xl:text-4xl">{outline.title ?? defaultTitle}</Title>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
        {outline.intro ? <LegalMarkdown className="mt-6 text-lg">{outline.intro}</LegalMarkdown> : null}
      </header>
      <div className="mt-10 grid gap-10 @4xl:grid-cols-[14rem_1fr]">
        {outline.sections.length > 0 ? (
          <nav aria-label={preview ? 'Preview contents' : 'On this page'} className="@4xl:sticky @4xl:top-24 @4xl:self-start">
            <h2 className="mb-3 text-sm font-semibold">On this page</h2>
            <ol className="space-y-2 border-l pl-4 text-sm">
              {outline.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${anchor(section.id)}`} className="rounded-sm text-muted-foreground transition-colors hover:text-foreground">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="max-w-3xl space-y-10">
          {outline.sections.map((section) => (
            <section key={section.id} id={anchor(section.id)} aria-labelledby={`${anchor(section.id)}-heading`} className="scroll-mt-24">
              <h2 id={`${anchor(section.id)}-heading`} className="text-xl font-semibold tracking-tight">
                {section.heading}
              </h2>
              {section.body ? <LegalMarkdown className="mt-3">{section.body}</LegalMarkdown> : null}
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
