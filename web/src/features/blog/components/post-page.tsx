import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { useSiteName } from '@/lib/site-settings'
import { usePost } from '../api/get-post'
import { blogKeys } from '../api/keys'
import type { Post } from '../api/types'
import { postPath } from '../lib/format'
import { PostArticle } from './post-article'

/** usePostHead names the post in the tab and the meta description, as the server does for the page it sends. */
function usePostHead(post: Post | undefined) {
  const siteName = useSiteName()
  const title = post?.title
  const summary = post?.summary
  useEffect(() => {
    if (!title) return
    document.title = `${title} | ${siteName}`
    if (summary) document.head.querySelector('meta[name="description"]')?.setAttribute('content', summary)
  }, [title, summary, siteName])
}

function BackToBlog() {
  return (
    <Button asChild variant="outline">
      <Link to="/blog">
        <ArrowLeft aria-hidden="true" />
        All posts
      </Link>
    </Button>
  )
}

/** PostProblem is the page when the post is missing or could not be loaded. */
function PostProblem({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  return (
    <section role={missing ? undefined : 'alert'} className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{missing ? 'Post not found' : 'Could not load the post'}</h1>
      <p className="text-muted-foreground">
        {missing ? 'This post does not exist, or it is not published.' : 'Something went wrong on our side. Please try again.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {missing ? null : <Button onClick={onRetry}>Retry</Button>}
        <BackToBlog />
      </div>
    </section>
  )
}

/**
 * PostPage is /blog/{slug}. Served by the server with the post in the HTML,
 * it shows at once. An old slug answers with the post under its current
 * one, which then replaces the address.
 */
export function PostPage() {
  const { slug = '' } = useParams()
  const query = usePost(slug)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const post = query.data?.post
  const current = post?.slug

  useEffect(() => {
    if (!query.data || !current || current === slug) return
    // The current slug's page starts from this answer rather than asking again.
    queryClient.setQueryData(blogKeys.post(current), query.data)
    void navigate(postPath(current), { replace: true })
  }, [current, slug, query.data, queryClient, navigate])
  usePostHead(post)

  if (query.isPending) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-14" role="status" aria-label="Loading the post">
        <div className="h-10 w-3/4 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
        <div className="h-4 w-1/3 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
        <div className="mt-6 h-64 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
      </div>
    )
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return <PostProblem missing={missing} onRetry={() => void query.refetch()} />
  }
  return <PostArticle post={query.data.post} />
}
