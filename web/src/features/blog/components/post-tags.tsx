import { Link } from 'react-router'
import { cn } from '@/lib/utils'
import { tagPath } from '../lib/format'

/** PostTags links each of a post's tags to the list of posts with that tag. */
export function PostTags({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagPath(tag)}
            className="relative z-10 inline-flex rounded-full border bg-background px-2.5 py-0.5 text-xs font-medium text-muted-foreground transition-colors hover:border-primary/50 hover:text-foreground"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}
