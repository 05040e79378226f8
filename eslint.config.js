import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Every word the dashboard shows goes through src/lib/i18n: text written straight into JSX, or
 * into a prop or option a person reads (label, title, aria-label…), is an error. Key caps
 * (<Kbd>n</Kbd>) are keys, not words.
 */
const SHOWN_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'legend',
  'caption',
  'hint',
  'message',
  'group',
  'confirm',
  'cancel',
  'noun',
  'nothingFound',
  'nothingFoundMessage',
  'loadingLabel',
  'barsLabel',
  'valueLabel',
  'emptyDescription',
])
// A message key (`columnTitle`) names a message; anything else with words in it is shown text.
const hasWords = (text) => /\p{L}{2,}/u.test(text) && !/^[a-z][A-Za-z0-9_]*$/.test(text)
const i18nPlugin = {
  rules: {
    'no-literal-text': {
      meta: {
        type: 'problem',
        messages: { literal: 'Shown text “{{text}}”: put it in messages.' },
      },
      create(context) {
        const report = (node, text) =>
          context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } })
        const insideKbd = (node) =>
          node.parent?.type === 'JSXElement' && node.parent.openingElement.name.name === 'Kbd'
        return {
          JSXText(node) {
            if (hasWords(node.value) && !insideKbd(node)) report(node, node.value)
          },
          JSXAttribute(node) {
            const value = node.value
            if (!SHOWN_PROPS.has(node.name.name) || !value) return
            if (
              value.type === 'Literal' &&
              typeof value.value === 'string' &&
              hasWords(value.value)
            )
              report(value, value.value)
            if (
              value.type === 'JSXExpressionContainer' &&
              (value.expression.type === 'TemplateLiteral' ||
                (value.expression.type === 'Literal' && typeof value.expression.value === 'string'))
            ) {
              const text =
                value.expression.type === 'Literal'
                  ? value.expression.value
                  : value.expression.quasis.map((q) => q.value.cooked).join('')
              if (hasWords(text)) report(value, text)
            }
          },
          Property(node) {
            const name = node.key.type === 'Identifier' ? node.key.name : node.key.value
            if (!SHOWN_PROPS.has(name)) return
            const text =
              node.value.type === 'Literal' && typeof node.value.value === 'string'
                ? node.value.value
                : node.value.type === 'TemplateLiteral'
                  ? node.value.quasis.map((q) => q.value.cooked).join('')
                  : ''
            if (hasWords(text)) report(node.value, text)
          },
        }
      },
    },
  },
}

/**
 * The layers' boundaries (README: Folders), as relative imports the rule refuses. `reaching(…)`
 * matches an import that climbs out of the file's folder into one of `folders`.
 */
const reaching = (folders, root) => `^(\\.\\./)+(${root}/)?(${folders})(/|$)`
/** Mantine's pickers mount their closed lists with the page: src/lib/ui/pickers mounts them later. */
const PICKERS = {
  name: '@mantine/core',
  importNames: ['Select', 'Autocomplete', 'TagsInput', 'MultiSelect'],
  message:
    'Take the pickers from src/lib/ui/pickers: their lists mount on first focus, not with the page.',
}
/** A closed Mantine Modal draws its portal and transitions with the page: LazyModal mounts it later. */
const MODAL = {
  name: '@mantine/core',
  importNames: ['Modal'],
  message:
    'Take LazyModal from src/lib/ui/LazyModal: a dialog mounts when it is first opened, not with the page.',
}
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns, paths: [PICKERS, MODAL] }],
})
const boundaries = [
  {
    // Tests may render lib's pieces in the app's theme, or try lib's helpers on a feature's schema.
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: restrict({
      regex: reaching('features|app|routes', 'src'),
      message: 'lib is below the features, the app and the routes: it imports none of them.',
    }),
  },
  // A feature reaches another through its index.ts only: from a file `depth` folders inside
  // src/features, `../` `depth` times reaches src/features, and a folder after it another feature's
  // insides. (A file reaches its own feature's other files without climbing to src/features.)
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: restrict({
      regex: `^(\\.\\./){${depth}}[^./][^/]*/|^(\\.\\./){${depth + 1}}features/[^/]+/`,
      message:
        'Another feature only through its index.ts (`../contracts`, not `../contracts/search`): export what is needed there.',
    }),
  })),
  {
    files: ['server/db/**/*.ts'],
    rules: restrict({
      regex: reaching('routes|http|app', 'server'),
      message: 'The database knows nothing of HTTP: no route, nothing of server/http, not the app.',
    }),
  },
  {
    files: ['src/interface/**/*.ts'],
    rules: restrict(
      {
        group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@mantine/*', '@tanstack/react-*'],
        message: 'The interface is shared with the server: no React.',
      },
      {
        group: ['hono', 'hono/*', '@hono/*'],
        message: 'The interface is shared with the dashboard: no Hono.',
      },
      {
        regex: reaching('server|lib|features|app|routes', 'src'),
        message:
          'The interface is the lowest layer: it imports nothing of the server or the dashboard.',
      },
    ),
  },
]
/** Drizzle's query builders and raw statements, called on a database or transaction. */
const DB_CALLS = '/^(insert|update|delete|select|selectDistinct|execute|transaction|query)$/'
const DB_OBJECTS = '/^(db|tx|database)$/'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'server/db/migrations',
      // Git-ignored scratch files (see .gitignore): not part of the project.
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A } from 'm'` still runs m (verbatimModuleSyntax keeps it as `import 'm'`),
      // and a lazy chunk then waits for m's: the contract pages' first reads waited for the
      // signed-in code that way. `import type { A }` leaves nothing behind.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['src/{app,features,lib}/**/*.{ts,tsx}'],
    // The catalogues themselves, and tests.
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/messages.ts',
      'src/**/messages.*.ts',
      'src/lib/i18n/**',
      'src/lib/format.ts',
    ],
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-literal-text': 'error' },
  },
  ...boundaries,
  {
    // Every write goes through its resource's door in server/db (contracts.ts keeps the tallies,
    // search text, searched totals and history with each contract write): the HTTP layer calls
    // those operations and never builds a query of its own.
    files: [
      'server/routes/**/*.ts',
      'server/http/**/*.ts',
      'server/auth/**/*.ts',
      'server/app.ts',
      'server/main.ts',
    ],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call operations of server/db, never Drizzle.',
            },
            {
              group: ['**/db/schema', '**/db/rows', '**/db/prepared', '**/db/search-totals'],
              message: 'Routes call operations of server/db, never its tables or statements.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=${DB_CALLS}][callee.object.name=${DB_OBJECTS}]`,
          message:
            'Routes call operations of server/db: writes go through the door of their resource.',
        },
        {
          selector: `CallExpression[callee.property.name=${DB_CALLS}][callee.object.property.name=${DB_OBJECTS}]`,
          message:
            'Routes call operations of server/db: writes go through the door of their resource.',
        },
      ],
    },
  },
)
