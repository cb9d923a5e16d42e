import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createAppRouter } from './app/app'
import { prefetchNamedChunks, whenIdleAfterLoad } from './lib/prefetch'
import { cn } from './lib/utils'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

/**
 * nextTask resolves in a new task (a message, not a timer, which browser tests
 * may freeze), so the browser can paint and answer input between start-up steps.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

// The server sends some pages with their HTML already in #root. The landing
// page, prerendered by the build from this app, is hydrated (ADR 0013). A page
// the server rendered itself (data-server-rendered: the blog, for search
// engines and readers without scripts) is not this app's markup: it stays on
// screen until the page's code is in, then the app renders over it. No
// top-level await: the page's chunk imports this one, which must finish first.
const hasHtml = root.firstElementChild !== null
const hydrate = hasHtml && !root.hasAttribute('data-server-rendered')
void createAppRouter({ prerendered: hasHtml }).then(async (router) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  if (!hasHtml) {
    createRoot(root).render(app)
    return
  }
  // Already painted, so no hurry: each step in a task of its own, none long.
  // The first class merge builds tailwind-merge's tables (tens of ms on a slow phone).
  await nextTask()
  cn()
  await nextTask()
  // In a transition, hydrating or rendering over the page yields to the
  // browser every few milliseconds.
  if (hydrate) {
    startTransition(() => void hydrateRoot(root, app))
  } else {
    const over = createRoot(root)
    startTransition(() => over.render(app))
  }
})

whenIdleAfterLoad(() => prefetchNamedChunks())
