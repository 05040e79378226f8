// `npm run new:resource -- <name> --fi <nimi> [--one <singular>] [--fi-one <yksikkö>]`: a new record resource (src/interface/record.ts)
// that lists, searches, creates, edits, deletes, keeps its history and has saved views and table
// settings, on the API and the dashboard. It writes the declaration, the dashboard's words (English
// and Finnish), the dashboard part, the API test, one line each in the resources and the tables,
// then the migration (drizzle-kit) and the dashboard's API types. docs/adding-a-resource.md says
// what a person edits next.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { capitalized } from '../src/interface/record'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined)
const values = args.filter((arg, at) => !arg.startsWith('--') && !args[at - 1]?.startsWith('--'))
const name = values[0]
const one = option('--one') ?? name?.replace(/s$/, '')
// The dashboard speaks English and Finnish: a resource is named in both from the start.
const fi = option('--fi')
const fiOne = option('--fi-one') ?? fi

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}
const USAGE =
  'Usage: npm run new:resource -- <name> --fi <nimi> [--one <singular>] [--fi-one <yksikkö>]\n' +
  '  the name in lower-case letters, plural, and in Finnish:\n' +
  '  npm run new:resource -- timesheets --fi tuntikirjaukset --fi-one tuntikirjaus'
if (!name || !/^[a-z]{3,30}$/.test(name)) fail(USAGE)
if (!fi || !fiOne) fail(`Name ${name} in Finnish too.\n${USAGE}`)
if (![fi, fiOne].every((word) => /^[\p{Ll} ]{2,40}$/u.test(word)))
  fail(`The Finnish names are lower-case words: ${fi}, ${fiOne}`)
if (!one || !/^[a-z]{3,30}$/.test(one) || one === name)
  fail(`Say one ${name} in lower-case letters, unlike the list's name: --one <singular>`)

const Title = capitalized(name)
const Schema = capitalized(one)
const resource = `${name}Resource`
const messages = `${name}Messages`
const file = (path: string) => join(root, path)
const written: string[] = []

function write(path: string, text: string) {
  if (existsSync(file(path))) fail(`${path} exists already: is ${name} declared?`)
  mkdirSync(dirname(file(path)), { recursive: true })
  writeFileSync(file(path), text)
  written.push(path)
}

/** Inserts `text` into `path` before the one line matching `before`. */
function insert(path: string, before: RegExp, text: string) {
  const lines = readFileSync(file(path), 'utf8').split('\n')
  const at = lines.findIndex((line) => before.test(line))
  if (at === -1) fail(`${path} has no line matching ${before}`)
  lines.splice(at, 0, text)
  writeFileSync(file(path), lines.join('\n'))
  written.push(path)
}

write(
  `src/interface/${name}.ts`,
  `import { defineRecordResource } from './record'

/**
 * ${Title}: admins keep them; each write is kept in the history. Written by
 * \`npm run new:resource\`: its texts are its fields (see docs/adding-a-resource.md to change them).
 */
export const ${resource} = defineRecordResource({
  name: '${name}',
  one: '${one}',
  schemaName: '${Schema}',
  fields: {
    name: { max: 255, required: true },
    notes: { max: 5000, required: false },
  },
})
`,
)

insert(
  'src/interface/resources.ts',
  /^import \{ defineResource \} from '\.\/resource'$/,
  `import { ${resource} } from './${name}'`,
)
insert('src/interface/resources.ts', /^ {2}activityResource,$/, `  ${resource},`)

insert(
  'server/db/schema.ts',
  /^import type \{ RecordResource \} from/,
  `import { ${resource} } from '../../src/interface/${name}'`,
)
writeFileSync(
  file('server/db/schema.ts'),
  `${readFileSync(file('server/db/schema.ts'), 'utf8')}\nexport const ${name} = recordTable(${resource})\n`,
)

write(
  `src/features/${name}/messages.ts`,
  `import { i18n } from '../../lib/i18n'

/** ${Title}'s own words: the record kit's pages (src/features/records) say the rest. */
export const ${messages} = i18n('${name}', {
  title: '${Title}',
  one: '${one}',
  description: '${Title} kept by the admins.',
  newOne: 'New ${one}',
  newDescription: 'Add a ${one}',
  name: 'Name',
  notes: 'Notes',
})
`,
)

write(
  `src/features/${name}/messages.fi.ts`,
  `// Finnish: ${name}'s words. Gathered with every other part's in src/app/i18n/fi.ts.
// Written by \`npm run new:resource\`: put them in your own words.
import type { Translation } from '../../lib/i18n'
import type { ${messages} } from './messages'

export default {
  ${name}: {
    title: '${capitalized(fi)}',
    one: '${fiOne}',
    description: 'Ylläpitäjien tiedot: ${fi}.',
    newOne: 'Uusi: ${fiOne}',
    newDescription: 'Lisää uusi: ${fiOne}',
    name: 'Nimi',
    notes: 'Muistiinpanot',
  } satisfies Translation<typeof ${messages}>,
}
`,
)

write(
  `src/features/${name}/record.ts`,
  `import { IconNotes } from '@tabler/icons-react'
import { ${resource} } from '../../interface/${name}'
import { ${messages} } from './messages'

/**
 * ${Title} on the dashboard: a list, a form and a history, in the navigation for admins. The record
 * kit (src/features/records) finds this file by its name and draws the pages from it.
 */
export default { resource: ${resource}, words: ${messages}, icon: IconNotes }
`,
)

write(
  `server/routes/${name}.test.ts`,
  `import { ${resource} } from '../../src/interface/${name}'
import { describeRecordResource } from '../test/record-resource'

describeRecordResource(${resource})

// ${Title}'s own rules, when it has any, are tested here.
`,
)

const run = (command: string, commandArgs: string[]) =>
  execFileSync(command, commandArgs, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
run('npx', ['drizzle-kit', 'generate', '--name', name])
run('npx', ['tsx', 'scripts/api-types.ts'])
run('npx', ['prettier', '--write', '--log-level', 'warn', ...written])

console.log(`${Title} is declared. Written or edited:\n${written.map((path) => `  ${path}`).join('\n')}
  server/db/migrations/ (the migration, its snapshot and the journal)
  src/lib/api-types.ts, src/lib/list-search-schemas.ts (npm run api:types)
Next: its fields in src/interface/${name}.ts, its words in src/features/${name}/, then npm test.`)
