import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '../../billing/components/native-select'
import { ConfirmDialog } from '../../billing/components/confirm-dialog'
import { AdminPageHeader } from '../../shell/components/admin-page-header'
import { ListState } from '../../shell/components/list-state'
import { LoadMore } from '../../shell/components/load-more'
import { useDeletePost } from '../api/delete-post'
import { useAdminPosts } from '../api/get-posts'
import { POST_STATUSES, type AdminPost, type StatusFilter } from '../api/types'
import { PostRows } from './post-rows'

const STATUS_LABELS: Record<StatusFilter, string> = { '': 'All', draft: 'Drafts', scheduled: 'Scheduled', published: 'Published' }
const EMPTY: Record<StatusFilter, string> = {
  '': 'No posts yet. Write the first one with New post.',
  draft: 'No drafts.',
  scheduled: 'No scheduled posts.',
  published: 'No published posts.',
}

/** statusOf reads ?status= (draft, scheduled or published); anything else is every post. */
function statusOf(raw: string | null): StatusFilter {
  return POST_STATUSES.find((s) => s === raw) ?? ''
}

/** BlogPostsPage is /admin/blog: every post with its status, filtered by status (?status=), with New post, Edit and Delete. */
export function BlogPostsPage() {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const status = statusOf(params.get('status'))
  const posts = useAdminPosts(status)
  const remove = useDeletePost()
  // The post asked about stays named while the dialog closes.
  const [target, setTarget] = useState<AdminPost | null>(null)
  const [confirming, setConfirming] = useState(false)
  const rows = posts.data?.pages.flatMap((p) => p.posts) ?? []

  const chooseStatus = (next: StatusFilter) => setParams(next ? { status: next } : {}, { replace: true })

  return (
    <>
      <AdminPageHeader
        title="Blog"
        description="Write posts in Markdown, then publish them now, schedule them or keep them as drafts."
        actions={
          <Button asChild>
            <Link to="/admin/blog/new">
              <Plus aria-hidden="true" />
              New post
            </Link>
          </Button>
        }
      />
      <div className="grid w-48 gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect id={`${id}-status`} value={status} onChange={(e) => chooseStatus(statusOf(e.target.value))}>
          {(['', ...POST_STATUSES] as const).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ListState
        what="posts"
        isPending={posts.isPending}
        error={posts.isError && !posts.isFetchNextPageError ? posts.error : null}
        isEmpty={rows.length === 0}
        empty={EMPTY[status]}
        onRetry={() => void posts.refetch()}
      />
      {rows.length > 0 ? (
        <PostRows
          posts={rows}
          onDelete={(post) => {
            setTarget(post)
            setConfirming(true)
          }}
        />
      ) : null}
      <LoadMore {...posts} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${target?.title ?? ''}”?`}
        confirmLabel="Delete post"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => target && remove.mutate(target.id, { onSettled: () => setConfirming(false) })}
      >
        <p>
          The post is removed for good{target?.status === 'published' ? ', and its page is gone from the blog' : ''}. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  )
}
