import { useContext } from 'react'
import { ThemeContext, type ThemeContextValue } from '../lib/theme-context'

/** useTheme returns the theme choice and a setter; it needs a ThemeProvider above it. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext)
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>')
  return value
}
