import type { Post, PostSummary } from '../api/types'

/** summary is a published post for the list, changed by overrides. */
export function summary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    slug: 'first-post',
    title: 'First post',
    summary: 'What Texelforge is for.',
    coverUrl: '/media/blog/cover.png',
    tags: ['news'],
    author: { username: 'root', avatarUrl: null },
    publishedAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    readingMinutes: 4,
    ...overrides,
  }
}

/** post is one published post with its html, changed by overrides. */
export function post(overrides: Partial<Post> = {}): Post {
  return {
    ...summary(),
    html: '<h2 id="why">Why</h2><p>Because <strong>pixels</strong>.</p>',
    toc: [{ id: 'why', text: 'Why', level: 2 }],
    previous: null,
    next: null,
    ...overrides,
  }
}
