import { afterEach, describe, expect, it } from 'vitest'
import { prefetchNamedChunks } from './prefetch'

afterEach(() => {
  document.head.innerHTML = ''
})

describe('prefetchNamedChunks', () => {
  it('adds one prefetch link per named chunk, once, and only for built assets', () => {
    document.head.innerHTML = '<meta name="app-prefetch" content="/assets/studio-1.js /assets/preview-1.js https://evil.example/x.js" />'
    prefetchNamedChunks()
    prefetchNamedChunks()
    const links = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'))
    expect(links).toEqual(['/assets/studio-1.js', '/assets/preview-1.js'])
  })

  it('does nothing on a page that names no chunks', () => {
    prefetchNamedChunks()
    expect(document.head.querySelectorAll('link').length).toBe(0)
  })
})
