import { PostPage } from '@/features/blog/components/post-page'

/** BlogPostRoute is /blog/{slug}: one published post. */
export function BlogPostRoute() {
  return <PostPage />
}
