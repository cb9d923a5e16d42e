import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { adminBlogKeys, type AdminPostDetail } from './types'

interface PostResponse {
  success: boolean
  post: AdminPostDetail
}

const postQuery = (id: number) =>
  queryOptions({
    queryKey: adminBlogKeys.post(id),
    queryFn: async ({ signal }) => {
      const body = await getJson<PostResponse>(
        `/api/admin/blog/posts/${id}`,
        signal,
        (b) => typeof b.post === 'object' && b.post !== null && typeof b.post.markdown === 'string',
      )
      return body.post
    },
  })

/** useAdminPost reads one post with its Markdown, for the editor. */
export function useAdminPost(id: number) {
  return useQuery(postQuery(id))
}
