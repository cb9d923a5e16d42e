import { queryOptions, useQuery } from '@tanstack/react-query'
import { serverAnswer } from '../lib/page-data'
import { getBlogJson, isPostResponse } from './get-json'
import { BLOG_STALE_MS, blogKeys } from './keys'

/** postQuery reads GET /api/blog/posts/{slug}, starting from the server's answer when the page was served for it. */
function postQuery(slug: string) {
  return queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => getBlogJson(`/api/blog/posts/${encodeURIComponent(slug)}`, signal, isPostResponse),
    initialData: () => {
      const answer = serverAnswer(`/blog/${slug}`)
      return isPostResponse(answer) ? answer : undefined
    },
    staleTime: BLOG_STALE_MS,
  })
}

/** usePost reads one published post by its slug (a post's old slug answers too, with its current one). */
export function usePost(slug: string) {
  return useQuery(postQuery(slug))
}
