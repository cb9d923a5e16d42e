// The theme choice as an external store: localStorage "theme", or this page's
// choice where storage is blocked. Components read it with useSyncExternalStore
// rather than from a context, so hydrating a prerendered page (rendered with
// the default) never changes a context above the page, which would make React
// hydrate every waiting section at once (ADR 0013).
import {
  applyTheme,
  DARK_QUERY,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  systemPrefersDark,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme'

const listeners = new Set<() => void>()
let blockedChoice: Theme | null = null

export function currentTheme(): Theme {
  return blockedChoice ?? readStoredTheme()
}

/** applyCurrentTheme sets <html> to the current choice, resolving "system". */
export function applyCurrentTheme(): void {
  applyTheme(resolveTheme(currentTheme(), systemPrefersDark()))
}

/** chooseTheme saves and applies a choice. */
export function chooseTheme(theme: Theme): void {
  blockedChoice = storeTheme(theme) ? null : theme
  applyCurrentTheme()
  listeners.forEach((listener) => listener())
}

/** subscribeToTheme calls back on a choice here or in another tab. */
export function subscribeToTheme(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** subscribeToSystemTheme calls back when prefers-color-scheme changes. */
export function subscribeToSystemTheme(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const media = window.matchMedia(DARK_QUERY)
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}
