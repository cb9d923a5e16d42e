import type { AdminPostDetail } from '../api/types'

/** adminPost is a post as the admin API sends it, a draft unless overrides say otherwise. */
export function adminPost(overrides: Partial<AdminPostDetail> = {}): AdminPostDetail {
  return {
    id: 1,
    slug: 'first-post',
    title: 'First post',
    summary: 'What Texelforge is for.',
    coverUrl: null,
    tags: ['news'],
    author: { username: 'root', avatarUrl: null },
    status: 'draft',
    publishAt: null,
    publishedAt: null,
    updatedAt: '2026-11-20T10:00:00Z',
    readingMinutes: 3,
    markdown: '# First post\n\nHello.',
    ...overrides,
  }
}
