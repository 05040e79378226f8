/**
 * `npm run user:create -- --email E --password P --name N --company C --type admin|client`
 * Creates a user in the configured database and prints its id.
 */
import { commandOptions } from './options'
import { hashPassword } from '../auth/passwords'
import { readConfig } from '../config'
import { resolveCompanyByName } from '../db/companies'
import { openDatabase } from '../db/open'
import { emailTaken, insertUser } from '../db/users'
import { CreateUserBody } from '../../src/interface'
import { zodFieldErrors } from '../domain/input'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let args: ReturnType<typeof parseOptions>
function parseOptions() {
  return commandOptions({
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    company: { type: 'string' },
    type: { type: 'string', default: 'client' },
    phone: { type: 'string' },
  })
}
try {
  args = parseOptions()
} catch (err) {
  fail(
    `${(err as Error).message}\nUsage: npm run user:create -- --email E --password P --name N --company C [--type admin|client] [--phone X]`,
  )
}

const parsed = CreateUserBody.safeParse({
  email: args.email,
  password: args.password,
  confirm_password: args.password,
  name: args.name,
  company_name: args.company,
  type: args.type,
  phone: args.phone,
})
if (!parsed.success) {
  const problems = Object.entries(zodFieldErrors(parsed.error)).map(
    ([field, m]) => `  --${field.replace('company_name', 'company')}: ${m.join(' ')}`,
  )
  fail(`Cannot create the user:\n${problems.join('\n')}`)
}
const input = parsed.data
if (!input.company_name) fail('Cannot create the user:\n  --company: This field is required.')

const database = await openDatabase(readConfig())
let id: number | undefined
try {
  const passwordHash = await hashPassword(input.password)
  id = await database.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) return undefined
    const companyId = await resolveCompanyByName(tx, input.company_name!)
    return insertUser(tx, null, { ...input, companyId, passwordHash })
  })
} finally {
  await database.close()
}
if (id === undefined) fail(`Cannot create the user: ${input.email} is already taken.`)
console.log(id)
