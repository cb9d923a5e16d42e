import { apiRequest } from '@/lib/api-client'
import type { PostResponse, PostsPage, TagsResponse } from './types'

/**
 * getBlogJson GETs a blog URL and returns its body if valid says it has the
 * documented shape. A refused request throws ApiError with the server's
 * message (its status tells a missing post); another shape throws
 * 'Invalid response from server'.
 */
export async function getBlogJson<T>(url: string, signal: AbortSignal | undefined, valid: (body: unknown) => body is T): Promise<T> {
  const res = await apiRequest('GET', url, undefined, { signal })
  const body: unknown = await res.json()
  if (!valid(body)) throw new Error('Invalid response from server')
  return body
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null
}

/** isPostsPage reports whether body is a page of GET /api/blog/posts. */
export function isPostsPage(body: unknown): body is PostsPage {
  return isObject(body) && Array.isArray(body.posts)
}

/** isPostResponse reports whether body is the answer of GET /api/blog/posts/{slug}. */
export function isPostResponse(body: unknown): body is PostResponse {
  return isObject(body) && isObject(body.post) && typeof body.post.slug === 'string' && typeof body.post.html === 'string'
}

/** isTagsResponse reports whether body is the answer of GET /api/blog/tags. */
export function isTagsResponse(body: unknown): body is TagsResponse {
  return isObject(body) && Array.isArray(body.tags)
}
