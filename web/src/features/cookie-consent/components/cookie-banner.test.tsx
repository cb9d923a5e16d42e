import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openCookieSettings } from '../lib/consent'
import { CookieBanner } from './cookie-banner'

const NOW = new Date('2026-11-22T10:30:00.000Z')

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  )
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on Texelforge' })

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('CookieBanner', () => {
  it('is not shown before 1.5 s and appears after', () => {
    renderBanner()
    expect(banner()).toBeNull()
    advance(1499)
    expect(banner()).toBeNull()
    advance(1)
    expect(banner()).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Essential' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Full Cookie Policy' })).toHaveAttribute('href', '/cookies')
  })

  it('lists Essential, Analytics and Functional cookies under Details', () => {
    renderBanner()
    advance(1500)
    const details = screen.getByRole('button', { name: 'Details' })
    expect(details).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Analytics:')).toBeNull()
    fireEvent.click(details)
    expect(details).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Essential:')).toBeInTheDocument()
    expect(screen.getByText('Analytics:')).toBeInTheDocument()
    expect(screen.getByText('Functional:')).toBeInTheDocument()
  })

  it('Accept All stores cookieConsent "true" and the date, then hides', () => {
    renderBanner()
    advance(1500)
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }))
    expect(localStorage.getItem('cookieConsent')).toBe('true')
    expect(localStorage.getItem('cookieConsentDate')).toBe('2026-11-22T10:30:01.500Z') // the clock moved 1.5 s while waiting
    expect(localStorage.getItem('analyticsDisabled')).toBeNull()
    expect(banner()).toBeNull()
  })

  it('Essential stores cookieConsent "essential", analyticsDisabled and the date, then hides', () => {
    renderBanner()
    advance(1500)
    fireEvent.click(screen.getByRole('button', { name: 'Essential' }))
    expect(localStorage.getItem('cookieConsent')).toBe('essential')
    expect(localStorage.getItem('analyticsDisabled')).toBe('true')
    expect(localStorage.getItem('cookieConsentDate')).toBe('2026-11-22T10:30:01.500Z') // the clock moved 1.5 s while waiting
    expect(banner()).toBeNull()
  })

  it('is not shown when consent is already stored', () => {
    localStorage.setItem('cookieConsent', 'essential')
    renderBanner()
    advance(10_000)
    expect(banner()).toBeNull()
  })

  it('opens again from "Cookie settings", and Accept All then re-enables analytics', () => {
    localStorage.setItem('cookieConsent', 'essential')
    localStorage.setItem('analyticsDisabled', 'true')
    renderBanner()
    act(() => openCookieSettings())
    expect(banner()).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }))
    expect(localStorage.getItem('cookieConsent')).toBe('true')
    expect(localStorage.getItem('analyticsDisabled')).toBeNull()
  })
})
