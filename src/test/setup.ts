import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { personLocale } from '../lib/i18n/locale'

// jsdom lacks these browser APIs, and Mantine's components call them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
})

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver
window.HTMLElement.prototype.scrollIntoView = () => {}
window.scrollTo = () => {}

// Node 25+ defines a `localStorage` of its own that is undefined without `--localstorage-file`, and
// vitest then leaves jsdom's Storage out: put jsdom's back (a no-op on Node 24 and older).
const jsdomWindow = (globalThis as { jsdom?: { window: Window } }).jsdom?.window
if (jsdomWindow && typeof globalThis.localStorage?.getItem !== 'function') {
  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(globalThis, name, { value: jsdomWindow[name], configurable: true })
}

const { getComputedStyle } = window
window.getComputedStyle = (element) => getComputedStyle(element)

// Every test talks to a real server and loads route chunks on demand, transformed on first use:
// on two busy cores a first page took over 5 s to draw (a wait that only a real failure exceeds;
// where the time is the point, a test gives its own).
configure({ asyncUtilTimeout: 15_000 })

// The files of a worker share one page and the dashboard's modules (vitest.config.ts): nothing a
// test showed or stored outlives it.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  notifications.clean()
  personLocale.set(undefined)
  localStorage.clear()
  sessionStorage.clear()
})
