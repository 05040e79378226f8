/**
 * Fails (exit 1) when a module of the project imports itself through others: every cycle among
 * the files tsconfig.json includes, each printed as its files in order. Type-only imports and
 * re-exports count (a cycle of types still ties the files together); dynamic `import()` too.
 * Run by `npm run lint`.
 */
import { dirname, relative } from 'node:path'
import ts from 'typescript'

const root = dirname(dirname(new URL(import.meta.url).pathname))
const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json')
if (!configPath) throw new Error('tsconfig.json not found')
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configPath, ts.sys.readFile).config,
  ts.sys,
  root,
)
const files = new Set(config.fileNames.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')))

/** The project's files that `file` imports. */
function importsOf(file: string): string[] {
  const text = ts.sys.readFile(file) ?? ''
  const { importedFiles } = ts.preProcessFile(text, true, true)
  const found: string[] = []
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule
    if (resolved && files.has(resolved.resolvedFileName)) found.push(resolved.resolvedFileName)
  }
  return found
}

const edges = new Map([...files].map((file) => [file, importsOf(file)]))

/** Tarjan's strongly connected components: each one of more than a file is a cycle. */
function cycles(): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter++
    stack.push(file)
    onStack.add(file)
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || edges.get(file)!.includes(file)) found.push(component)
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return found
}

const found = cycles()
if (found.length > 0) {
  console.error(`${found.length} import cycle(s):`)
  for (const component of found) {
    const members = new Set(component)
    console.error(`- ${component.map((f) => relative(root, f)).join(', ')}`)
    for (const file of component)
      for (const next of edges.get(file)!)
        if (members.has(next))
          console.error(`    ${relative(root, file)} -> ${relative(root, next)}`)
  }
  process.exit(1)
}
console.log(`No import cycle among ${files.size} files.`)
