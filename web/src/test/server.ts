// The network of component tests: msw answers the app's fetch calls as the Go
// server would. A test adds the answers it needs with server.use(...), which
// last until the test ends; a request nothing answers fails with a network
// error and an [MSW] message naming it.
import { setupServer } from 'msw/node'
import { onTestFinished } from 'vitest'

export const server = setupServer()

/**
 * sentRequests lists what the app sends from now until the test ends, as
 * "METHOD /path?query" in order, for tests about which calls are made.
 */
export function sentRequests(): string[] {
  const sent: string[] = []
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    sent.push(`${request.method} ${url.pathname}${url.search}`)
  }
  server.events.on('request:start', record)
  onTestFinished(() => server.events.removeListener('request:start', record))
  return sent
}
