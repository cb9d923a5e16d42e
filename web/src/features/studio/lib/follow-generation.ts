import { getGeneration, generationEventsUrl } from '../api/get-generation'
import { isFinal, type Generation, type GenerationResponse } from '../api/types'

export interface FollowOptions {
  onUpdate: (g: Generation) => void
  /** Called once if the generation can be read neither by the stream nor by polling. */
  onError: (err: Error) => void
  pollMs?: number
  /** The EventSource to use; undefined falls back to polling (tests pass a fake). */
  EventSourceImpl?: typeof EventSource
  fetchGeneration?: (id: string) => Promise<Generation>
}

/**
 * followGeneration reports a generation's progress until it is done or
 * failed: from the server-sent event stream, or, if the stream errors
 * before the end, by polling GET /api/generate-textures/{id}. It returns a
 * function that stops following.
 */
export function followGeneration(id: string, opts: FollowOptions): () => void {
  const { onUpdate, onError, pollMs = 400, fetchGeneration = getGeneration } = opts
  const EventSourceImpl = 'EventSourceImpl' in opts ? opts.EventSourceImpl : globalThis.EventSource
  let stopped = false
  let source: EventSource | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const stop = () => {
    stopped = true
    source?.close()
    clearTimeout(timer)
  }
  const update = (g: Generation) => {
    if (stopped) return
    onUpdate(g)
    if (isFinal(g.state)) stop()
  }
  const poll = async () => {
    try {
      const g = await fetchGeneration(id)
      update(g)
    } catch (err) {
      if (stopped) return
      stop()
      onError(err instanceof Error ? err : new Error(String(err)))
      return
    }
    if (!stopped) timer = setTimeout(() => void poll(), pollMs)
  }

  if (!EventSourceImpl) {
    void poll()
    return stop
  }
  source = new EventSourceImpl(generationEventsUrl(id), { withCredentials: true })
  const onMessage = (event: MessageEvent<string>) => {
    try {
      update((JSON.parse(event.data) as GenerationResponse).generation)
    } catch {
      // A malformed event: the poll fallback below reads the real state.
    }
  }
  for (const name of ['progress', 'done', 'failed']) source.addEventListener(name, onMessage as EventListener)
  source.onerror = () => {
    if (stopped) return
    source?.close()
    source = undefined
    void poll()
  }
  return stop
}
