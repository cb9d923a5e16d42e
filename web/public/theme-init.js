// Sets the theme class on <html> before the first paint, so a dark page never
// flashes light. Loaded synchronously from <head>; it must stay a plain,
// dependency-free script because the CSP forbids inline scripts.
// Keep in sync with src/features/theme/lib/theme.ts (key "theme",
// values "light" | "dark" | "system", default "light").
;(function () {
  var theme = 'light'
  try {
    var stored = window.localStorage.getItem('theme')
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored
  } catch {
    // Storage can be blocked (privacy mode); fall back to the default.
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches)
  var root = document.documentElement
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
})()
