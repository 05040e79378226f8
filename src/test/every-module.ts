/** Every module of the dashboard but its tests, its entry and the tests' own helpers. */
const modules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../main.tsx',
  '!../test/**',
])

/** Loads every module of the dashboard, so that each `i18n(…)` definition and each page has run. */
export async function loadEveryModule(): Promise<void> {
  await Promise.all(Object.values(modules).map((load) => load()))
}
