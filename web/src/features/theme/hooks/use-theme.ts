import { useSyncExternalStore } from 'react'
import { DEFAULT_THEME, resolveTheme, systemPrefersDark, type ResolvedTheme, type Theme } from '../lib/theme'
import { chooseTheme, currentTheme, subscribeToSystemTheme, subscribeToTheme } from '../lib/theme-store'

export interface ThemeState {
  /** The user's choice: light, dark or system. */
  theme: Theme
  /** What is shown now: system resolved through prefers-color-scheme. */
  resolvedTheme: ResolvedTheme
  setTheme: (theme: Theme) => void
}

/**
 * useTheme returns the theme choice and a setter. On the server and while
 * hydrating it is the default, as theme-init.js has not run there.
 */
export function useTheme(): ThemeState {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => DEFAULT_THEME)
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false)
  return { theme, resolvedTheme: resolveTheme(theme, prefersDark), setTheme: chooseTheme }
}
