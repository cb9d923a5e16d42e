import { Link } from 'react-router'
import type { PostSummary } from '../api/types'
import { postDate, postPath, readingTime } from '../lib/format'
import { PostCover } from './post-cover'
import { PostTags } from './post-tags'

/**
 * PostCard is one post in the list: its cover, title, summary, date, reading
 * time and tags. The title's link covers the whole card; the tags stay links
 * of their own above it.
 */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <li>
      <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/40 hover:shadow-md">
        <PostCover src={post.coverUrl} />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <p className="text-xs text-muted-foreground">
            <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            {readingTime(post.readingMinutes)}
          </p>
          <h2 className="text-lg leading-snug font-semibold tracking-tight">
            <Link to={postPath(post.slug)} className="outline-none after:absolute after:inset-0 group-hover:text-primary">
              {post.title}
            </Link>
          </h2>
          <p className="line-clamp-3 text-sm text-muted-foreground">{post.summary}</p>
          <PostTags tags={post.tags} className="mt-auto pt-1" />
        </div>
      </article>
    </li>
  )
}
