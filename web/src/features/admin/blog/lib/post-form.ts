// The editor's fields and the request body they become.
import type { AdminPostDetail, PostInput, PostStatus } from '../api/types'

/** PostDraft is what the editor's fields hold; publishAt is a datetime-local value in the admin's time zone. */
export interface PostDraft {
  title: string
  slug: string
  summary: string
  markdown: string
  tags: string[]
  coverUrl: string | null
  publishAt: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** toLocalInput writes an ISO time as a datetime-local value ("2026-12-01T10:30") in the admin's time zone; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  const date = new Date(iso ?? '')
  if (!iso || Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** fromLocalInput reads a datetime-local value, in the admin's time zone, as an ISO UTC time; null when blank or not a time. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** draftOf is the editor's fields for a post, or empty ones for a new post. */
export function draftOf(post: AdminPostDetail | null): PostDraft {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    summary: post?.summary ?? '',
    markdown: post?.markdown ?? '',
    tags: post?.tags ?? [],
    coverUrl: post?.coverUrl ?? null,
    publishAt: toLocalInput(post?.status === 'scheduled' ? post.publishAt : null),
  }
}

/** sameDraft reports whether two drafts would save the same post. */
export function sameDraft(a: PostDraft, b: PostDraft): boolean {
  return (
    a.title === b.title &&
    a.slug === b.slug &&
    a.summary === b.summary &&
    a.markdown === b.markdown &&
    a.coverUrl === b.coverUrl &&
    a.publishAt === b.publishAt &&
    a.tags.join('\n') === b.tags.join('\n')
  )
}

/** inputOf is the body that saves draft with status; only a scheduled post carries its time. */
export function inputOf(draft: PostDraft, status: PostStatus): PostInput {
  return {
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    summary: draft.summary.trim(),
    markdown: draft.markdown,
    tags: draft.tags,
    status,
    publishAt: status === 'scheduled' ? fromLocalInput(draft.publishAt) : null,
    coverUrl: draft.coverUrl,
  }
}

/**
 * addTags adds the comma-separated tags in text to tags: each trimmed, its
 * inner spaces collapsed, empty and repeated ones (in any case) left out.
 */
export function addTags(tags: string[], text: string): string[] {
  const next = [...tags]
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    if (tag && !next.some((t) => t.toLowerCase() === tag.toLowerCase())) next.push(tag)
  }
  return next
}
