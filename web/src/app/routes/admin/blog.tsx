import { BlogPostsPage } from '@/features/admin/blog/components/blog-posts-page'

/** AdminBlogRoute is /admin/blog: every post, by status, with New post, Edit and Delete. */
export function AdminBlogRoute() {
  return <BlogPostsPage />
}
