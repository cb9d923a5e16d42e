import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'

/**
 * sameSitePath is the path of a link in the post that stays on this site and
 * in this tab (a plain left click on /showcase/12), else null: the browser
 * follows the others itself.
 */
function sameSitePath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link?.href || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  // An anchor in this post ('#section') is left to the browser, which scrolls to it.
  if (url.pathname === window.location.pathname && url.hash) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * PostBody is the post's HTML, which the server made from its Markdown and
 * sanitised (goldmark + bluemonday). Links to other pages of the site open
 * in the app, without loading the page again.
 */
export function PostBody({ html }: { html: string }) {
  const navigate = useNavigate()
  const follow = (event: MouseEvent) => {
    const path = sameSitePath(event)
    if (path === null) return
    event.preventDefault()
    void navigate(path)
  }
  return (
    // The clicks are the links' own (Enter on a link clicks it too); the div only routes them.
    <div className="blog-prose prose max-w-none" onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
