// The server names, in <meta name="app-prefetch">, the chunks a page's visitor
// will likely need next (on "/": the studio and its 3D preview, product.md §2).
// They are fetched once the page has loaded and the browser is idle, so they
// never compete with the first paint, and they are not run until used.

/** prefetchNamedChunks adds a prefetch link for each chunk the page's meta tag names. */
export function prefetchNamedChunks(doc: Document = document): void {
  const urls = doc.querySelector('meta[name="app-prefetch"]')?.getAttribute('content')?.split(' ') ?? []
  const have = new Set([...doc.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href')))
  // One insertion for all the links: one style recalculation, not one per chunk.
  const links = doc.createDocumentFragment()
  for (const url of urls) {
    if (!url.startsWith('/assets/') || have.has(url)) continue
    have.add(url)
    const link = doc.createElement('link')
    link.rel = 'prefetch'
    link.href = url
    links.append(link)
  }
  doc.head.append(links)
}

/** whenIdleAfterLoad runs fn after the load event, when the browser is idle. */
export function whenIdleAfterLoad(fn: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => fn(), { timeout: 5000 }) : setTimeout(fn, 1))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
