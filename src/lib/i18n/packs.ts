import type { ComponentsJSON } from '@nanostores/i18n'

/**
 * Each language but English is one file in ./messages, fetched only when it is chosen. Apart from
 * locale.ts so that code loaded outside Vite (the accessibility spec reads the route tree) never
 * meets `import.meta.glob`.
 */
export const packs = import.meta.glob<ComponentsJSON>('./messages/*.ts', { import: 'default' })
