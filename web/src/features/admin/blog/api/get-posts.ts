import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { adminBlogKeys, type AdminPost, type StatusFilter } from './types'

interface PostsPage {
  success: boolean
  posts: AdminPost[]
  nextCursor: string | null
}

const postsQuery = (status: StatusFilter) =>
  infiniteQueryOptions({
    queryKey: adminBlogKeys.list(status),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams()
      if (status) params.set('status', status)
      if (pageParam) params.set('cursor', pageParam)
      const query = params.toString()
      return getJson<PostsPage>(`/api/admin/blog/posts${query ? `?${query}` : ''}`, signal, (b) => Array.isArray(b.posts))
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
    staleTime: 30 * 1000,
  })

/** useAdminPosts pages through every post with status ('' for all), newest first. */
export function useAdminPosts(status: StatusFilter) {
  return useInfiniteQuery(postsQuery(status))
}
