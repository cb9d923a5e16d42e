import { createContext } from 'react'
import type { ResolvedTheme, Theme } from './theme'

export interface ThemeContextValue {
  /** The user's choice: light, dark or system. */
  theme: Theme
  /** What is shown now: system resolved through prefers-color-scheme. */
  resolvedTheme: ResolvedTheme
  setTheme: (theme: Theme) => void
}

export const ThemeContext = createContext<ThemeContextValue | null>(null)
