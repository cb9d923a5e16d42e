import { BlogPage } from '@/features/blog/components/blog-page'

/** BlogRoute is /blog: the published posts, by tag and search. */
export function BlogRoute() {
  return <BlogPage />
}
