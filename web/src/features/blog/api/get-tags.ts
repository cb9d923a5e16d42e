import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBlogJson, isTagsResponse } from './get-json'
import { BLOG_STALE_MS, blogKeys } from './keys'

const tagsQuery = queryOptions({
  queryKey: blogKeys.tags(),
  queryFn: ({ signal }) => getBlogJson('/api/blog/tags', signal, isTagsResponse),
  staleTime: BLOG_STALE_MS,
})

/** useBlogTags reads the tags of the published posts with how many posts carry each. */
export function useBlogTags() {
  return useQuery(tagsQuery)
}
