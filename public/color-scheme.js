// Paints the saved (or the system's) colour scheme before the app loads, so dark mode never
// flashes white. A file, not an inline script: the Content-Security-Policy forbids inline scripts.
// The key must match COLOR_SCHEME_STORAGE_KEY in src/app/theme.ts.
;(function () {
  try {
    var saved = window.localStorage.getItem('staffing-color-scheme')
    var scheme = saved === 'light' || saved === 'dark' ? saved : 'auto'
    if (scheme === 'auto') {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme)
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light')
  }
})()
