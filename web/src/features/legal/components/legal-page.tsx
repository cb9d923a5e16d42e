import type { LegalDocument } from '../types'
import { RichText } from './rich-text'

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** LegalPage renders one legal document: title, date, contents and sections. */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl border-b pb-8">
        <p className="font-mono text-xs font-semibold tracking-widest text-ember uppercase">Legal</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
          <RichText text={doc.summary} />
        </p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold">On this page</h2>
          <ol className="space-y-2 border-l pl-4 text-sm">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded-sm text-muted-foreground transition-colors hover:text-foreground">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
                {section.heading}
              </h2>
              <div className="mt-3 space-y-4 leading-relaxed text-muted-foreground">
                {section.blocks.map((block, i) =>
                  block.kind === 'p' ? (
                    <p key={i}>
                      <RichText text={block.text} />
                    </p>
                  ) : (
                    <ul key={i} className="list-disc space-y-2 pl-6 marker:text-primary">
                      {block.items.map((item) => (
                        <li key={item}>
                          <RichText text={item} />
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
