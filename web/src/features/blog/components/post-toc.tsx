import { cn } from '@/lib/utils'
import type { TocEntry } from '../api/types'

/** TOC_MIN_ENTRIES: a shorter post reads well without a table of contents. */
const TOC_MIN_ENTRIES = 3

/** PostToc links the post's h2 and h3 headings (h3 indented), when it has at least three. */
export function PostToc({ toc, className }: { toc: TocEntry[]; className?: string }) {
  if (toc.length < TOC_MIN_ENTRIES) return null
  return (
    <nav aria-labelledby="post-toc-heading" className={cn('text-sm', className)}>
      <h2 id="post-toc-heading" className="mb-3 font-semibold">
        On this page
      </h2>
      <ol className="grid gap-2 border-l pl-4">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'pl-3' : undefined}>
            <a href={`#${entry.id}`} className="rounded-sm text-muted-foreground transition-colors hover:text-foreground">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
