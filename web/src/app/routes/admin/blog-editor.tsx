import { useParams } from 'react-router'
import { PostEditorPage } from '@/features/admin/blog/components/post-editor-page'
import { AdminPageHeader } from '@/features/admin/shell/components/admin-page-header'

/** AdminBlogEditorRoute is /admin/blog/new (a new post) and /admin/blog/:id (that post). */
export function AdminBlogEditorRoute() {
  const { id } = useParams()
  if (id === undefined) return <PostEditorPage id={null} />
  const postId = /^\d+$/.test(id) ? Number(id) : 0
  if (postId <= 0) return <AdminPageHeader title="Post not found" description="There is no post with this id." />
  // Another post, another editor: its fields start afresh.
  return <PostEditorPage key={postId} id={postId} />
}
