// The public blog's answers (GET /api/blog/...), as the server sends them.

interface PostAuthor {
  username: string
  avatarUrl: string | null
}

/** PostSummary is a published post as the list shows it. */
export interface PostSummary {
  slug: string
  title: string
  summary: string
  coverUrl: string | null
  tags: string[]
  author: PostAuthor
  /** ISO date-times. */
  publishedAt: string
  updatedAt: string
  readingMinutes: number
}

export interface PostsPage {
  success: boolean
  /** 12 a page, newest published first. */
  posts: PostSummary[]
  nextCursor: string | null
}

/** TocEntry is one h2 or h3 of a post; id is its anchor in the post's html. */
export interface TocEntry {
  id: string
  text: string
  level: 2 | 3
}

interface PostLink {
  slug: string
  title: string
}

/** Post is one post: html is already sanitised by the server. */
export interface Post extends PostSummary {
  html: string
  toc: TocEntry[]
  previous: PostLink | null
  next: PostLink | null
}

export interface PostResponse {
  success: boolean
  post: Post
}

interface TagCount {
  tag: string
  count: number
}

export interface TagsResponse {
  success: boolean
  tags: TagCount[]
}

/** BlogFilters are the list's tag and search, from the page's ?tag= and ?q= ('' for none). */
export interface BlogFilters {
  tag: string
  q: string
}
