import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocationProbe, renderWithProviders } from '@/test/render'
import { CAROUSEL_AUTOPLAY_MS, useAutoplay } from '../hooks/use-autoplay'
import { SUGGESTION_GROUPS } from '../lib/suggestions'
import { ASSISTANT_REPLY, FloatingPrompt } from './floating-prompt'
import { PromptBox } from './prompt-box'
import { SuggestionChips } from './suggestion-chips'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const shownChips = () => screen.getAllByRole('button').map((b) => b.textContent)

describe('SuggestionChips', () => {
  it('shows the next group of three every 5.5 s, wraps after ten, and a click fills the prompt', () => {
    const onPick = vi.fn()
    render(<SuggestionChips onPick={onPick} />)
    expect(shownChips()).toEqual(SUGGESTION_GROUPS[0])
    act(() => vi.advanceTimersByTime(5499))
    expect(shownChips()).toEqual(SUGGESTION_GROUPS[0])
    act(() => vi.advanceTimersByTime(1))
    expect(shownChips()).toEqual(SUGGESTION_GROUPS[1])
    act(() => vi.advanceTimersByTime(5500 * 9))
    expect(shownChips()).toEqual(SUGGESTION_GROUPS[0])
    fireEvent.click(screen.getByRole('button', { name: SUGGESTION_GROUPS[0]![2] }))
    expect(onPick).toHaveBeenCalledWith(SUGGESTION_GROUPS[0]![2])
  })

  it('holds the group while the pointer is over the chips', () => {
    const { container } = render(<SuggestionChips onPick={() => {}} />)
    fireEvent.pointerEnter(container.firstElementChild!)
    act(() => vi.advanceTimersByTime(20_000))
    expect(shownChips()).toEqual(SUGGESTION_GROUPS[0])
    fireEvent.pointerLeave(container.firstElementChild!)
    act(() => vi.advanceTimersByTime(5500))
    expect(shownChips()).toEqual(SUGGESTION_GROUPS[1])
  })
})

describe('useAutoplay (the featured carousel)', () => {
  it('moves on every 3 s while running and not while held', () => {
    const next = vi.fn()
    const { rerender } = renderHook(({ running }) => useAutoplay(next, running), { initialProps: { running: true } })
    expect(CAROUSEL_AUTOPLAY_MS).toBe(3000)
    act(() => vi.advanceTimersByTime(2999))
    expect(next).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(next).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(6000))
    expect(next).toHaveBeenCalledTimes(3)
    rerender({ running: false }) // hovered
    act(() => vi.advanceTimersByTime(30_000))
    expect(next).toHaveBeenCalledTimes(3)
    rerender({ running: true })
    act(() => vi.advanceTimersByTime(3000))
    expect(next).toHaveBeenCalledTimes(4)
  })
})

describe('PromptBox', () => {
  it('cannot send a blank prompt, and sends a real one to the studio with the bar running', () => {
    function Box() {
      const [value, setValue] = useState('')
      return (
        <>
          <PromptBox value={value} onChange={setValue} />
          <LocationProbe />
        </>
      )
    }
    renderWithProviders(<Box />)
    const input = screen.getByLabelText('Describe a block or item')
    fireEvent.change(input, { target: { value: '   ' } })
    expect(screen.getByRole('button', { name: /Generate/ })).toBeDisabled()
    fireEvent.change(input, { target: { value: ' ruby sword ' } })
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }))
    expect(screen.getByTestId('location')).toHaveTextContent('/texture-studio?prompt=ruby%20sword')
    expect(screen.getByRole('progressbar', { name: 'Opening the studio' })).toBeInTheDocument()
  })
})

describe('FloatingPrompt', () => {
  it('appears after 5 s, replies after 0.8 s and opens the studio 1.5 s later', () => {
    renderWithProviders(
      <>
        <FloatingPrompt />
        <LocationProbe />
      </>,
    )
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.queryByRole('button', { name: 'Describe a texture' })).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    fireEvent.click(screen.getByRole('button', { name: 'Describe a texture' }))
    const input = screen.getByLabelText('Describe a texture')
    fireEvent.change(input, { target: { value: 'frozen oak leaves' } })
    fireEvent.submit(input.closest('form')!)
    expect(screen.getByText('frozen oak leaves')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(799))
    expect(screen.queryByText(ASSISTANT_REPLY)).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText(ASSISTANT_REPLY)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1499))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByTestId('location')).toHaveTextContent('/texture-studio?prompt=frozen%20oak%20leaves')
  })
})
