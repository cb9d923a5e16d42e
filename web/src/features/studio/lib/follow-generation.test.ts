import { describe, expect, it, vi } from 'vitest'
import type { Generation } from '../api/types'
import { followGeneration } from './follow-generation'

function gen(state: Generation['state'], progress: number): Generation {
  return { id: 'g1', state, progress } as Generation
}

/** FakeSource stands in for EventSource: tests push events and errors into the last one made. */
class FakeSource {
  static last: FakeSource | undefined
  listeners = new Map<string, (e: MessageEvent<string>) => void>()
  onerror: (() => void) | null = null
  closed = false
  readonly url: string
  constructor(url: string) {
    this.url = url
    FakeSource.last = this
  }
  addEventListener(name: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, fn)
  }
  close() {
    this.closed = true
  }
  emit(name: string, g: Generation) {
    this.listeners.get(name)?.({ data: JSON.stringify({ success: true, generation: g }) } as MessageEvent<string>)
  }
}

describe('followGeneration', () => {
  it('reports stream events until done, then closes the stream', () => {
    const updates: number[] = []
    followGeneration('g1', {
      onUpdate: (g) => updates.push(g.progress),
      onError: () => {},
      EventSourceImpl: FakeSource as unknown as typeof EventSource,
    })
    const src = FakeSource.last!
    expect(src.url).toBe('/api/generate-textures/g1/events')
    src.emit('progress', gen('running', 40))
    src.emit('done', gen('done', 100))
    src.emit('progress', gen('running', 50))
    expect(updates).toEqual([40, 100])
    expect(src.closed).toBe(true)
  })

  it('falls back to polling when the stream errors', async () => {
    vi.useFakeTimers()
    const fetchGeneration = vi
      .fn<(id: string) => Promise<Generation>>()
      .mockResolvedValueOnce(gen('running', 60))
      .mockResolvedValueOnce(gen('done', 100))
    const updates: string[] = []
    followGeneration('g1', {
      onUpdate: (g) => updates.push(g.state),
      onError: () => {},
      pollMs: 100,
      fetchGeneration,
      EventSourceImpl: FakeSource as unknown as typeof EventSource,
    })
    FakeSource.last!.onerror!()
    expect(FakeSource.last!.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(250)
    expect(updates).toEqual(['running', 'done'])
    expect(fetchGeneration).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('reports a polling failure once and stops', async () => {
    const onError = vi.fn()
    followGeneration('g1', {
      onUpdate: () => {},
      onError,
      EventSourceImpl: undefined,
      fetchGeneration: () => Promise.reject(new Error('404: gone')),
    })
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]![0].message).toBe('404: gone')
  })
})
