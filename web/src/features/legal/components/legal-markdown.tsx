import { memo } from 'react'
import Markdown, { type Components } from 'react-markdown'
import { Link } from 'react-router'
import { cn } from '@/lib/utils'

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline'

/**
 * safeUrl keeps the links a legal page may hold: https:, mailto:, a path on
 * this site (/terms) or an anchor (#cookies). Anything else (javascript:,
 * data:, http:, //host) becomes '' and renders as plain text.
 */
export function safeUrl(url: string): string {
  const value = url.trim()
  if (/^(https:\/\/|mailto:)/i.test(value)) return value
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return value
  return ''
}

const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>
    if (href.startsWith('/')) {
      return (
        <Link to={href} className={linkClass}>
          {children}
        </Link>
      )
    }
    return (
      <a href={href} className={linkClass}>
        {children}
      </a>
    )
  },
  // Sections start at level-1 and level-2 headings (lib/outline.ts); any left in a body sit below them.
  h1: ({ children }) => <h3 className="pt-2 text-lg font-semibold text-foreground">{children}</h3>,
  h2: ({ children }) => <h3 className="pt-2 text-lg font-semibold text-foreground">{children}</h3>,
  h3: ({ children }) => <h3 className="pt-2 text-lg font-semibold text-foreground">{children}</h3>,
  h4: ({ children }) => <h4 className="pt-1 font-semibold text-foreground">{children}</h4>,
  h5: ({ children }) => <h4 className="pt-1 font-semibold text-foreground">{children}</h4>,
  h6: ({ children }) => <h4 className="pt-1 font-semibold text-foreground">{children}</h4>,
  ul: ({ children }) => <ul className="list-disc space-y-2 pl-6 marker:text-primary">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start} className="list-decimal space-y-2 pl-6 marker:text-primary">
      {children}
    </ol>
  ),
  strong: ({ children }) => <strong className="font-semibold text-foreground">{children}</strong>,
  blockquote: ({ children }) => <blockquote className="space-y-4 border-l-4 border-primary/40 pl-4 italic">{children}</blockquote>,
  code: ({ children }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] text-foreground">{children}</code>,
  pre: ({ children }) => <pre className="overflow-x-auto rounded-md bg-muted p-3 [&_code]:bg-transparent [&_code]:p-0">{children}</pre>,
  hr: () => <hr className="border-border" />,
  // No images: a legal text needs none, and an outside one would break the CSP. Its words stay.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
}

/**
 * LegalMarkdown renders a legal text's Markdown safely: HTML in it shows as
 * text (never as markup) and links keep only the schemes safeUrl allows.
 * Memoised: while an admin types, only the section that changed is parsed again.
 */
export const LegalMarkdown = memo(function LegalMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('space-y-4 leading-relaxed text-muted-foreground', className)}>
      <Markdown components={components} urlTransform={safeUrl}>
        {children}
      </Markdown>
    </div>
  )
})
