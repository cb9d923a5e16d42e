import { delay, http } from 'msw'
import { act, StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageContentKey } from '@/features/home/api/page-content'
import { CURRENT_USER_KEY } from '@/lib/auth'
import { normalizePlan, PLANS_KEY } from '@/lib/subscription-plans'
import { server } from '@/test/server'
import { App, createAppRouter, queryClient } from '../app'
import { renderPage } from './render-page'

// A React warning the client renderer prints because the server renderer ran
// in this same module graph (never in the browser); anything else fails.
const SAME_PROCESS_WARNING = 'Detected multiple renderers concurrently rendering the same context provider'

let root: Root | null = null
let consoleErrors: string[] = []

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  // Every API call stays pending, as on the server.
  server.use(http.all('/api/*', () => delay('infinite')))
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ')
    if (!message.includes(SAME_PROCESS_WARNING)) consoleErrors.push(message)
  })
})

afterEach(() => {
  act(() => root?.unmount())
  root = null
  queryClient.clear()
  document.body.innerHTML = ''
})

/** prerenderLanding returns #root holding a page's server HTML (the landing page's by default), in the document. */
async function prerenderLanding(path = '/'): Promise<HTMLElement> {
  const html = await renderPage(path)
  // React's server renderer leaves its last context values set (harmless in
  // the build, which only renders); an empty render resets them before the
  // client renderer runs in this same module graph.
  await prerender(<></>)
  const container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = html
  document.body.append(container)
  return container
}

async function hydrate(container: HTMLElement): Promise<unknown[]> {
  const recoverable: unknown[] = []
  const router = await createAppRouter({ prerendered: true })
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    )
  })
  // The lower sections' chunk, then their hydration.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  return recoverable
}

describe('the prerendered landing page', () => {
  it('holds every section as HTML, without scripts', async () => {
    const container = await prerenderLanding()
    expect(container.querySelector('h1')).toHaveTextContent('From idea to texture in about 30 seconds')
    for (const id of ['features', 'how-it-works', 'pricing', 'faq', 'signup']) {
      expect(container.querySelector(`#${id}`), id).not.toBeNull()
    }
    expect(container.querySelector('footer')).not.toBeNull()
    expect(container.innerHTML).not.toContain('<script')
  })

  it('hydrates without a mismatch: the server nodes stay', async () => {
    const container = await prerenderLanding()
    const heading = container.querySelector('h1')
    const faq = container.querySelector('#faq')
    const recoverable = await hydrate(container)
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(container.querySelector('h1')).toBe(heading)
    expect(container.querySelector('#faq')).toBe(faq)
  })

  it('hydrates as rendered even when the data is already in, then shows it', async () => {
    const container = await prerenderLanding()
    const heading = container.querySelector('h1')
    const pricing = container.querySelector('#pricing')
    // The answers a visitor gets, cached before React hydrates (a section can
    // hydrate after they arrive).
    queryClient.setQueryData(CURRENT_USER_KEY, null)
    queryClient.setQueryData(pageContentKey('home', 'hero_main_title'), 'Textures while you wait')
    queryClient.setQueryData(PLANS_KEY, [
      normalizePlan({ id: 1, slug: 'free', name: 'Free', priceUsd: 0, monthlyCredits: 5, features: ['5 credits'] }),
    ])
    const recoverable = await hydrate(container)
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(container.querySelector('h1')).toBe(heading)
    expect(container.querySelector('#pricing')).toBe(pricing)
    // Right after hydrating, the data shows.
    expect(heading).toHaveTextContent('Textures while you wait')
    expect(container.querySelector('#pricing h3')).toHaveTextContent('Free')
    expect(container.querySelector('header')).toHaveTextContent('Log In')
  })
})

describe('the prerendered plans page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('holds the heading and a placeholder for each plan, and hydrates without a mismatch', async () => {
    window.history.replaceState(null, '', '/checkout/plans')
    const container = await prerenderLanding('/checkout/plans')
    const heading = container.querySelector('h1')
    expect(heading).toHaveTextContent('Plans and Pricing')
    expect(container.querySelectorAll('[aria-busy="true"] > div')).toHaveLength(4)
    expect(container.innerHTML).not.toContain('<script')
    const recoverable = await hydrate(container)
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(container.querySelector('h1')).toBe(heading)
  })
})
