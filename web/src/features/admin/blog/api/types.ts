// The admin blog API's types (GET/POST/PUT/DELETE /api/admin/blog/...).

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

/** AdminPost is a post as the admin list shows it, any status. */
export interface AdminPost {
  id: number
  slug: string
  title: string
  summary: string
  coverUrl: string | null
  tags: string[]
  author: { username: string; avatarUrl: string | null }
  status: PostStatus
  /** When a scheduled post goes out (ISO); null unless scheduled. */
  publishAt: string | null
  /** When it went out (ISO); null while never published. */
  publishedAt: string | null
  updatedAt: string
  readingMinutes: number
}

/** AdminPostDetail is one post with its Markdown, for the editor. */
export interface AdminPostDetail extends AdminPost {
  markdown: string
}

/** PostInput is the body of POST and PUT /api/admin/blog/posts: an empty slug is made from the title. */
export interface PostInput {
  title: string
  slug: string
  summary: string
  markdown: string
  tags: string[]
  status: PostStatus
  /** ISO UTC; only for a scheduled post. */
  publishAt: string | null
  coverUrl: string | null
}

export interface PostSaved {
  success: boolean
  message: string
  post: AdminPostDetail
}

/** StatusFilter is the list's ?status=: '' for every post. */
export type StatusFilter = PostStatus | ''

/** adminBlogKeys are the admin blog's cache entries, under '/api/admin/blog'. */
export const adminBlogKeys = {
  all: ['/api/admin/blog'] as const,
  lists: () => [...adminBlogKeys.all, 'list'] as const,
  list: (status: StatusFilter) => [...adminBlogKeys.lists(), status] as const,
  post: (id: number) => [...adminBlogKeys.all, 'post', id] as const,
  preview: (markdown: string) => [...adminBlogKeys.all, 'preview', markdown] as const,
}
