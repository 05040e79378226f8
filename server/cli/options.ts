import { parseArgs, type ParseArgsConfig } from 'node:util'

type Options = NonNullable<ParseArgsConfig['options']>

/**
 * The command line's options, strictly: as parseArgs, except that a string option's value may
 * begin with a dash (`--token -x…`, `--password -secret`), which parseArgs takes for another option
 * and refuses as ambiguous. One token in 64 begins with one. Each `--name value` of a string option
 * is passed on as `--name=value`.
 */
export function commandOptions<T extends Options>(options: T, args = process.argv.slice(2)) {
  const joined: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const name = arg.startsWith('--') ? arg.slice(2) : undefined
    const takesValue = name !== undefined && options[name]?.type === 'string'
    joined.push(takesValue && i + 1 < args.length ? `${arg}=${args[++i]}` : arg)
  }
  return parseArgs({ args: joined, options, strict: true }).values
}
