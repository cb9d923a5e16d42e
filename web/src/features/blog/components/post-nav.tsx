import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import type { Post } from '../api/types'
import { postPath } from '../lib/format'

const card = 'group grid gap-1 rounded-xl border p-4 transition-colors hover:border-primary/50 hover:bg-accent/40'

/** PostNav links the post published before this one and the one after, when there are. */
export function PostNav({ previous, next }: Pick<Post, 'previous' | 'next'>) {
  if (!previous && !next) return null
  return (
    <nav aria-label="More posts" className="grid gap-3 sm:grid-cols-2">
      {previous ? (
        <Link to={postPath(previous.slug)} rel="prev" className={card}>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ArrowLeft className="size-3.5" aria-hidden="true" />
            Previous post
          </span>
          <span className="font-medium group-hover:text-primary">{previous.title}</span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <Link to={postPath(next.slug)} rel="next" className={`${card} sm:text-right`}>
          <span className="flex items-center gap-1 text-xs text-muted-foreground sm:justify-end">
            Next post
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </span>
          <span className="font-medium group-hover:text-primary">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  )
}
