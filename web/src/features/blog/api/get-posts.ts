import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { serverAnswer } from '../lib/page-data'
import { getBlogJson, isPostsPage } from './get-json'
import { BLOG_STALE_MS, blogKeys } from './keys'
import type { BlogFilters, PostsPage } from './types'

/** postsUrl is the URL of one page of the list: only the filters in effect, then the cursor. */
function postsUrl(filters: BlogFilters, cursor: string | null): string {
  const params = new URLSearchParams()
  if (filters.tag) params.set('tag', filters.tag)
  if (filters.q) params.set('q', filters.q)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `/api/blog/posts?${query}` : '/api/blog/posts'
}

/** firstPageFromServer is the unfiltered first page the server put in the page, on /blog only. */
function firstPageFromServer(filters: BlogFilters): PostsPage | undefined {
  if (filters.tag || filters.q) return undefined
  const answer = serverAnswer('/blog')
  return isPostsPage(answer) ? answer : undefined
}

function postsQuery(filters: BlogFilters) {
  return infiniteQueryOptions({
    queryKey: blogKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getBlogJson(postsUrl(filters, pageParam), signal, isPostsPage),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
    initialData: () => {
      const page = firstPageFromServer(filters)
      return page ? { pages: [page], pageParams: [null] } : undefined
    },
    staleTime: BLOG_STALE_MS,
  })
}

/** useBlogPosts pages through the published posts with filters, newest first; each filter starts from the first page. */
export function useBlogPosts(filters: BlogFilters) {
  return useInfiniteQuery(postsQuery(filters))
}
