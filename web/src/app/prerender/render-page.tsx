import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProvider } from '@/app/provider'
import { appRoutes } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'

/**
 * renderPage renders a page as a visitor sees it before any API call has
 * answered (every query pending): the build keeps it for the server to put
 * into #root, and the app then hydrates it (ADR 0013). Lazy pages and
 * sections are waited for, so the whole page is in the HTML.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes)
  const context = await handler.query(new Request(new URL(path, 'http://localhost')))
  if (context instanceof Response) throw new Error(`prerender ${path}: the router answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // Every boundary inline: React would otherwise move large ones to the end
    // with an inline script, which the Content-Security-Policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}
