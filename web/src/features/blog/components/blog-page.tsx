import { SearchBox } from '@/components/search-box'
import { useSearchParams } from 'react-router'
import { useBlogPosts } from '../api/get-posts'
import type { BlogFilters } from '../api/types'
import { BlogEmpty, BlogError, BlogLoading } from './blog-states'
import { LoadMorePosts } from './load-more-posts'
import { PostCard } from './post-card'
import { TagFilter } from './tag-filter'

/** KEEP_SCROLL: changing a filter keeps the page where it is (RouteEffects scrolls to the top otherwise). */
const KEEP_SCROLL = { keepScroll: true }

/**
 * BlogPage is /blog: the published posts newest first as cards, filtered by a
 * tag (?tag=) and a search (?q=), 12 at a time with 'Load more'. Served by
 * the server with its first page in the HTML, it shows at once.
 */
export function BlogPage() {
  const [params, setParams] = useSearchParams()
  const filters: BlogFilters = { tag: params.get('tag') ?? '', q: params.get('q') ?? '' }
  const list = useBlogPosts(filters)
  const posts = list.data?.pages.flatMap((p) => p.posts) ?? []
  const filtered = filters.tag !== '' || filters.q !== ''

  const setFilter = (key: keyof BlogFilters, value: string) =>
    setParams(
      (prev) => {
        if (value) prev.set(key, value)
        else prev.delete(key)
        return prev
      },
      { replace: true, state: KEEP_SCROLL },
    )

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Blog</h1>
        <p className="text-muted-foreground">News, guides and pixel-art tips: what is new, and how to make better textures.</p>
      </header>

      <div className="grid gap-4">
        <SearchBox value={filters.q} onSearch={(q) => setFilter('q', q)} what="posts" maxLength={100} className="sm:max-w-sm" />
        <TagFilter selected={filters.tag} onSelect={(tag) => setFilter('tag', tag)} />
      </div>

      {list.isPending ? (
        <BlogLoading />
      ) : list.isError && posts.length === 0 ? (
        <BlogError message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : posts.length === 0 ? (
        <BlogEmpty filtered={filtered} onClear={() => setParams({}, { replace: true, state: KEEP_SCROLL })} />
      ) : (
        <>
          <ul aria-label="Posts" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </ul>
          <LoadMorePosts
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
    </div>
  )
}
