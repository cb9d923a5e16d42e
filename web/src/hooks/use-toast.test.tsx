import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { reducer, toast, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToastData } from './use-toast'

const t = (id: string, open = true): ToastData => ({ id, title: id, open })

afterEach(() => {
  vi.useRealTimers()
})

describe('toast store', () => {
  it('uses the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1)
    expect(TOAST_DURATION).toBe(5000)
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
  })

  it('keeps only the newest toast', () => {
    const state = reducer(reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('a') }), {
      type: 'ADD_TOAST',
      toast: t('b'),
    })
    expect(state.toasts.map((x) => x.id)).toEqual(['b'])
  })

  it('closes a dismissed toast and removes it only after the removal delay', () => {
    vi.useFakeTimers()
    const dismissed = reducer({ toasts: [t('c')] }, { type: 'DISMISS_TOAST', toastId: 'c' })
    expect(dismissed.toasts).toEqual([expect.objectContaining({ id: 'c', open: false })])
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1)
    expect(vi.getTimerCount()).toBe(1)
  })

  it('updates a toast in place', () => {
    const state = reducer({ toasts: [t('d')] }, { type: 'UPDATE_TOAST', toast: { id: 'd', title: 'Saved' } })
    expect(state.toasts[0]?.title).toBe('Saved')
  })
})

describe('Toaster', () => {
  it('shows one toast at a time with its title and description', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Content saved', description: 'Your changes have been saved successfully.' })
    })
    expect(await screen.findByText('Content saved', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Your changes have been saved successfully.')).toBeInTheDocument()
    act(() => {
      toast({ title: 'Logged out' })
    })
    expect(await screen.findByText('Logged out')).toBeInTheDocument()
    expect(screen.queryByText('Content saved')).toBeNull()
  })
})
