import { cn } from '@/lib/utils'
import { formatDateTime } from '../../shell/lib/format'
import type { AdminPost } from '../api/types'

const BADGE = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap'

/** PostStatusBadge says whether a post is a draft, scheduled (and for when) or published. */
export function PostStatusBadge({ post }: { post: Pick<AdminPost, 'status' | 'publishAt'> }) {
  switch (post.status) {
    case 'published':
      return <span className={cn(BADGE, 'border-emerald-600/40 bg-emerald-600/10 text-foreground')}>Published</span>
    case 'scheduled':
      return (
        <span className={cn(BADGE, 'border-primary/40 bg-primary/10 text-foreground')}>
          Scheduled{post.publishAt ? ` for ${formatDateTime(post.publishAt)}` : ''}
        </span>
      )
    default:
      return <span className={cn(BADGE, 'border-dashed text-muted-foreground')}>Draft</span>
  }
}
