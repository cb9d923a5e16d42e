import { useEffect } from 'react'
import { applyCurrentTheme, subscribeToSystemTheme, subscribeToTheme } from '../lib/theme-store'

/**
 * ThemeSync keeps <html> in the chosen theme (light by default, saved under
 * localStorage "theme"): it follows prefers-color-scheme while the choice is
 * "system", and a choice made in another tab. Mount it once.
 */
export function ThemeSync() {
  useEffect(() => {
    applyCurrentTheme()
    const stopSystem = subscribeToSystemTheme(applyCurrentTheme)
    const stopChoice = subscribeToTheme(applyCurrentTheme)
    return () => {
      stopSystem()
      stopChoice()
    }
  }, [])
  return null
}
