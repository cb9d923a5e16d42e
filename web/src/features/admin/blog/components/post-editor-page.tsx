import { ApiError } from '@/lib/api-client'
import { AdminPageHeader } from '../../shell/components/admin-page-header'
import { ListState } from '../../shell/components/list-state'
import { useAdminPost } from '../api/get-post'
import { PostEditor } from './post-editor'

/** ExistingPost loads a post, then edits it; a post that is not there says so. */
function ExistingPost({ id }: { id: number }) {
  const post = useAdminPost(id)
  if (post.isSuccess) return <PostEditor post={post.data} />
  if (post.error instanceof ApiError && post.error.status === 404) {
    return <AdminPageHeader title="Post not found" description="There is no post with this id; it may have been deleted." />
  }
  return (
    <>
      <AdminPageHeader title="Edit post" />
      <ListState
        what="the post"
        isPending={post.isPending}
        error={post.error}
        isEmpty={false}
        empty=""
        onRetry={() => void post.refetch()}
      />
    </>
  )
}

/** PostEditorPage is /admin/blog/new (id null) and /admin/blog/{id}. */
export function PostEditorPage({ id }: { id: number | null }) {
  return id === null ? <PostEditor post={null} /> : <ExistingPost id={id} />
}
