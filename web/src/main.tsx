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

// The server sends some pages (the landing page) with their HTML already in
// #root: those are hydrated, the others rendered here (ADR 0013). No top-level
// await: the page's chunk imports this one, which must finish evaluating first.
const prerendered = root.firstElementChild !== null
void createAppRouter({ prerendered }).then(async (router) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  if (!prerendered) {
    createRoot(root).render(app)
    return
  }
  // Already painted, so no hurry: each step in a task of its own, none long.
  // The first class merge builds tailwind-merge's tables (tens of ms on a slow phone).
  await nextTask()
  cn()
  await nextTask()
  // In a transition, hydration yields to the browser every few milliseconds.
  startTransition(() => void hydrateRoot(root, app))
})

whenIdleAfterLoad(() => prefetchNamedChunks())
