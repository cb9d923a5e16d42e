// Runs public/theme-init.js, the pre-paint script, against each stored value.
import { describe, expect, it } from 'vitest'
import { installMatchMedia } from '@/test/match-media'
import script from '../../../../public/theme-init.js?raw'

function runInit() {
  new Function(script)()
}

const isDark = () => document.documentElement.classList.contains('dark')

describe('public/theme-init.js', () => {
  it('is light by default, even when the system prefers dark', () => {
    installMatchMedia(true)
    runInit()
    expect(isDark()).toBe(false)
    expect(document.documentElement.style.colorScheme).toBe('light')
  })

  it('applies a stored dark theme', () => {
    localStorage.setItem('theme', 'dark')
    runInit()
    expect(isDark()).toBe(true)
  })

  it('follows the system when the stored theme is system', () => {
    localStorage.setItem('theme', 'system')
    installMatchMedia(true)
    runInit()
    expect(isDark()).toBe(true)
    installMatchMedia(false)
    runInit()
    expect(isDark()).toBe(false)
  })

  it('ignores unknown values', () => {
    localStorage.setItem('theme', 'blue')
    document.documentElement.classList.add('dark')
    runInit()
    expect(isDark()).toBe(false)
  })
})
