import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Deferred } from './deferred'

/** An IntersectionObserver the test drives: intersect() reports its targets as visible. */
function installObserver() {
  const observers: {
    callback: IntersectionObserverCallback
    options?: IntersectionObserverInit
    targets: Element[]
  }[] = []
  class FakeObserver {
    targets: Element[] = []
    callback: IntersectionObserverCallback
    options?: IntersectionObserverInit
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.callback = callback
      this.options = options
      observers.push(this)
    }
    observe(target: Element) {
      this.targets.push(target)
    }
    disconnect() {
      this.targets = []
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    observers,
    intersect(isIntersecting: boolean) {
      for (const o of observers) {
        const entries = o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
        if (entries.length > 0) o.callback(entries, o as unknown as IntersectionObserver)
      }
    },
  }
}

describe('Deferred', () => {
  it('shows the placeholder until its place comes near the viewport, then the children', () => {
    const io = installObserver()
    render(
      <Deferred placeholder={<p>placeholder</p>}>
        <p>carousel</p>
      </Deferred>,
    )
    expect(screen.getByText('placeholder')).toBeInTheDocument()
    expect(io.observers[0]?.options?.rootMargin).toBe('400px 0px')
    act(() => io.intersect(false))
    expect(screen.queryByText('carousel')).not.toBeInTheDocument()
    act(() => io.intersect(true))
    expect(screen.getByText('carousel')).toBeInTheDocument()
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument()
  })

  it('renders the children after the first paint where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(
      <Deferred placeholder={<p>placeholder</p>}>
        <p>carousel</p>
      </Deferred>,
    )
    expect(screen.getByText('carousel')).toBeInTheDocument()
  })
})
