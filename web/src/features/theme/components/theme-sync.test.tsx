import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { installMatchMedia } from '@/test/match-media'
import { useTheme } from '../hooks/use-theme'
import { ThemeSync } from './theme-sync'

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme()
  return (
    <div>
      <p>
        theme={theme} resolved={resolvedTheme}
      </p>
      <button onClick={() => setTheme('dark')}>dark</button>
      <button onClick={() => setTheme('light')}>light</button>
      <button onClick={() => setTheme('system')}>system</button>
    </div>
  )
}

function renderProbe() {
  return render(
    <>
      <ThemeSync />
      <Probe />
    </>,
  )
}

const html = () => document.documentElement

describe('ThemeSync and useTheme', () => {
  it('defaults to light when nothing is stored, even if the system prefers dark', () => {
    installMatchMedia(true)
    renderProbe()
    expect(screen.getByText('theme=light resolved=light')).toBeInTheDocument()
    expect(html()).not.toHaveClass('dark')
  })

  it('falls back to light for an unknown stored value', () => {
    localStorage.setItem('theme', 'purple')
    renderProbe()
    expect(screen.getByText('theme=light resolved=light')).toBeInTheDocument()
  })

  it('reads a stored theme', () => {
    localStorage.setItem('theme', 'dark')
    renderProbe()
    expect(screen.getByText('theme=dark resolved=dark')).toBeInTheDocument()
    expect(html()).toHaveClass('dark')
    expect(html().style.colorScheme).toBe('dark')
  })

  it('persists a choice under localStorage "theme" and applies it', async () => {
    const user = userEvent.setup()
    renderProbe()
    await user.click(screen.getByRole('button', { name: 'dark' }))
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(html()).toHaveClass('dark')
    await user.click(screen.getByRole('button', { name: 'light' }))
    expect(localStorage.getItem('theme')).toBe('light')
    expect(html()).not.toHaveClass('dark')
  })

  it('follows prefers-color-scheme while set to system', async () => {
    const media = installMatchMedia(false)
    const user = userEvent.setup()
    renderProbe()
    await user.click(screen.getByRole('button', { name: 'system' }))
    expect(localStorage.getItem('theme')).toBe('system')
    expect(screen.getByText('theme=system resolved=light')).toBeInTheDocument()
    act(() => media.setDark(true))
    expect(screen.getByText('theme=system resolved=dark')).toBeInTheDocument()
    expect(html()).toHaveClass('dark')
    act(() => media.setDark(false))
    expect(html()).not.toHaveClass('dark')
  })

  it('ignores the system preference once a fixed theme is chosen', async () => {
    localStorage.setItem('theme', 'light')
    const media = installMatchMedia(false)
    renderProbe()
    act(() => media.setDark(true))
    expect(screen.getByText('theme=light resolved=light')).toBeInTheDocument()
    expect(html()).not.toHaveClass('dark')
  })

  it('follows a choice made in another tab', () => {
    renderProbe()
    localStorage.setItem('theme', 'dark')
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'theme' })))
    expect(screen.getByText('theme=dark resolved=dark')).toBeInTheDocument()
    expect(html()).toHaveClass('dark')
  })

  it('keeps a choice for this page when storage is blocked', async () => {
    const user = userEvent.setup()
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    renderProbe()
    await user.click(screen.getByRole('button', { name: 'dark' }))
    expect(screen.getByText('theme=dark resolved=dark')).toBeInTheDocument()
    expect(html()).toHaveClass('dark')
    // Storage back: the next choice is saved, and the page's own is dropped.
    setItem.mockRestore()
    await user.click(screen.getByRole('button', { name: 'light' }))
    expect(localStorage.getItem('theme')).toBe('light')
    expect(screen.getByText('theme=light resolved=light')).toBeInTheDocument()
  })
})
