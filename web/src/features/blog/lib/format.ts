// How the blog writes its dates, reading times and links.

/** postDate writes an ISO date-time as "Nov 26, 2026" in the reader's time zone; '' when it is not a date. */
export function postDate(iso: string | null | undefined): string {
  const date = new Date(iso ?? '')
  if (!iso || Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
}

/** readingTime writes minutes as "5 min read" (at least 1). */
export function readingTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`
}

/** postPath is a post's page. */
export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`
}

/** tagPath is the list filtered by one tag. */
export function tagPath(tag: string): string {
  return `/blog?${new URLSearchParams({ tag })}`
}

/** COVER_WIDTH x COVER_HEIGHT is the shape covers are shown in (a link preview's 1.91:1), so the page does not shift as they load. */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630
