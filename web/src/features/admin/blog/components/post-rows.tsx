import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { formatDate } from '../../shell/lib/format'
import type { AdminPost } from '../api/types'
import { PostStatusBadge } from './post-status-badge'

interface Props {
  posts: AdminPost[]
  onDelete: (post: AdminPost) => void
}

/** whenText is the date the list shows: when it went out, else when it was last changed (a scheduled post's badge says when it goes out). */
function whenText(post: AdminPost): string {
  return post.status === 'published' && post.publishedAt
    ? `Published ${formatDate(post.publishedAt)}`
    : `Changed ${formatDate(post.updatedAt)}`
}

/** PostRows lists the posts, one row each (stacked on a phone): title, status, date and tags, then Edit, View and Delete. */
export function PostRows({ posts, onDelete }: Props) {
  return (
    <ul aria-label="Posts" className="divide-y rounded-xl border">
      {posts.map((post) => (
        <li key={post.id} aria-label={post.title} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
          <div className="grid min-w-0 flex-1 basis-64 gap-1">
            <Link to={`/admin/blog/${post.id}`} className="truncate font-medium hover:underline">
              {post.title}
            </Link>
            <p className="truncate text-xs text-muted-foreground">/blog/{post.slug}</p>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <PostStatusBadge post={post} />
              <span>{whenText(post)}</span>
              {post.tags.length > 0 ? <span>{post.tags.map((t) => `#${t}`).join(' ')}</span> : null}
            </div>
          </div>
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/admin/blog/${post.id}`} aria-label={`Edit ${post.title}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            {post.status === 'published' ? (
              <Button asChild variant="ghost" size="sm">
                <Link to={`/blog/${encodeURIComponent(post.slug)}`} aria-label={`View ${post.title}`}>
                  <ExternalLink aria-hidden="true" />
                  View
                </Link>
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDelete(post)}
              aria-label={`Delete ${post.title}`}
              className="text-destructive"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
