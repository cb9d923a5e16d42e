import { Avatar } from '@/components/ui/avatar'
import type { Post } from '../api/types'
import { postDate, postPath, readingTime } from '../lib/format'
import { CopyLinkButton } from './copy-link-button'
import { PostBody } from './post-body'
import { PostCover } from './post-cover'
import { PostNav } from './post-nav'
import { PostTags } from './post-tags'
import { PostToc } from './post-toc'
import { StudioCta } from './studio-cta'

/** PostByline is who wrote the post, when it was published (and changed since), and how long it takes to read. */
function PostByline({ post }: { post: Post }) {
  const published = postDate(post.publishedAt)
  const updated = postDate(post.updatedAt)
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span className="flex items-center gap-2 font-medium text-foreground">
        <Avatar src={post.author.avatarUrl} fallback={post.author.username.charAt(0).toUpperCase()} className="size-7" />
        {post.author.username}
      </span>
      <time dateTime={post.publishedAt}>{published}</time>
      {updated && updated !== published ? (
        <span>
          Updated <time dateTime={post.updatedAt}>{updated}</time>
        </span>
      ) : null}
      <span>{readingTime(post.readingMinutes)}</span>
    </div>
  )
}

/** PostArticle is a published post: cover, title, byline and tags, the text with its contents beside it, and where to go next. */
export function PostArticle({ post }: { post: Post }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <article className="grid gap-8">
        <header className="mx-auto grid w-full max-w-3xl gap-4">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{post.title}</h1>
          {post.summary ? <p className="text-lg text-muted-foreground">{post.summary}</p> : null}
          <PostByline post={post} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PostTags tags={post.tags} />
            <CopyLinkButton path={postPath(post.slug)} />
          </div>
        </header>
        {post.coverUrl ? <PostCover src={post.coverUrl} eager className="mx-auto max-w-4xl rounded-xl border" /> : null}
        <div className="mx-auto grid w-full max-w-3xl gap-8 xl:max-w-none xl:grid-cols-[1fr_minmax(0,48rem)_1fr]">
          <PostToc toc={post.toc} className="xl:sticky xl:top-24 xl:col-start-3 xl:row-start-1 xl:self-start" />
          <div className="min-w-0 xl:col-start-2 xl:row-start-1">
            <PostBody html={post.html} />
          </div>
        </div>
      </article>
      <div className="mx-auto grid w-full max-w-3xl gap-8">
        <PostNav previous={post.previous} next={post.next} />
        <StudioCta />
      </div>
    </div>
  )
}
