import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { companies, users } from '../db/schema'
import { verifyPassword } from '../auth/passwords'
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/harness'

let t: TestContext
let admin: Awaited<ReturnType<TestContext['createUser']>>
let anna: Awaited<ReturnType<TestContext['createUser']>>
let gina: Awaited<ReturnType<TestContext['createUser']>>

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  ;({ ada: admin, anna, gina } = await t.cast())
})
afterAll(async () => {
  await t.close()
})

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'New Person',
  email: 'new@acme.example',
  password: 'long-enough-1',
  confirm_password: 'long-enough-1',
  ...overrides,
})

async function userRow(email: string) {
  const [row] = await t.db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email))
  return row
}

describe('GET /api/v1/user', () => {
  it('answers the current user with id, name, email, company name and type', async () => {
    const response = await t.request('GET', '/api/v1/user', { token: anna.token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: anna.id,
      name: 'Anna',
      email: 'anna@acme.example',
      company: 'Acme Oy',
      type: 'client',
      company_id: anna.companyId,
      phone: '+358 40 1',
      locale: null,
      notify_email: 'off',
    })
  })
})

describe('POST /api/v1/users', () => {
  it('creates a user: 201, the seed message and the new id; the password is stored hashed', async () => {
    const response = await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser({ company_name: 'Acme Oy', phone: '123' }),
    })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ message: 'New user added', id: expect.any(Number) })
    const row = await userRow('new@acme.example')
    expect(row?.user.id).toBe(response.body.id)
    expect(row?.user.type).toBe('client')
    expect(row?.user.phone).toBe('123')
    expect(row?.user.passwordHash).not.toContain('long-enough-1')
    expect(await verifyPassword('long-enough-1', row!.user.passwordHash)).toBe(true)
  })

  it('names every missing field in one 422', async () => {
    const response = await t.request('POST', '/api/v1/users', { token: admin.token, body: {} })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'confirm_password',
      'email',
      'name',
      'password',
    ])
    expect(response.body.message).toMatch(/and 3 more errors/)
  })

  it('answers 422 on confirm_password when it does not match', async () => {
    const response = await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser({ confirm_password: 'something-else' }),
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      confirm_password: ['The password confirmation does not match.'],
    })
    expect(await userRow('new@acme.example')).toBeUndefined()
  })

  it('answers 422 on email when it is taken, ignoring case', async () => {
    const response = await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser({ email: 'ANNA@acme.example' }),
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ email: ['The email has already been taken.'] })
  })

  it.each([
    ['a short password', { password: 'short', confirm_password: 'short' }, 'password'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an unknown type', { type: 'superuser' }, 'type'],
    ['a numeric name', { name: 42 }, 'name'],
    ['a string company_id', { company_id: '1' }, 'company_id'],
  ])('answers 422 naming the field for %s', async (_case, overrides, field) => {
    const response = await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser(overrides),
    })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors)).toEqual([field])
    expect(response.body.errors[field][0]).toMatch(/\w+ \w+/)
  })

  it('answers 422 for a company_id that does not exist', async () => {
    const response = await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser({ company_id: 99999 }),
    })
    expect(response.status).toBe(422)
    expect(response.body.errors.company_id).toEqual(['The selected company does not exist.'])
  })

  it('puts the user in the company of company_id', async () => {
    const response = await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser({ company_id: gina.companyId }),
    })
    expect(response.status).toBe(201)
    expect((await userRow('new@acme.example'))?.companyName).toBe('Globex Ltd')
  })

  it('resolves company_name ignoring case, or creates the company', async () => {
    await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser({ company_name: 'ACME OY' }),
    })
    expect((await userRow('new@acme.example'))?.user.companyId).toBe(anna.companyId)
    await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser({ email: 'x@initech.example', company_name: 'Initech' }),
    })
    expect((await userRow('x@initech.example'))?.companyName).toBe('Initech')
  })

  it("uses the creator's company when neither company field is given", async () => {
    await t.request('POST', '/api/v1/users', { token: admin.token, body: newUser() })
    expect((await userRow('new@acme.example'))?.companyName).toBe('Staffing HQ')
  })

  it('lets an admin create an admin', async () => {
    const response = await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser({ type: 'admin' }),
    })
    expect(response.status).toBe(201)
    expect((await userRow('new@acme.example'))?.user.type).toBe('admin')
  })

  it('answers 403 when a client tries to create an admin', async () => {
    const response = await t.request('POST', '/api/v1/users', {
      token: anna.token,
      body: newUser({ type: 'admin' }),
    })
    expect(response.status).toBe(403)
    expect(await userRow('new@acme.example')).toBeUndefined()
  })

  it("puts a client's new user in the client's own company whatever company is named", async () => {
    const response = await t.request('POST', '/api/v1/users', {
      token: anna.token,
      body: newUser({ company_name: 'Globex Ltd', company_id: gina.companyId }),
    })
    expect(response.status).toBe(201)
    expect((await userRow('new@acme.example'))?.companyName).toBe('Acme Oy')
  })

  it('lets a new account take the email of a soft-deleted one', async () => {
    await t.request('DELETE', `/api/v1/users/${gina.id}`, { token: admin.token })
    const response = await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: newUser({ email: 'gina@globex.example' }),
    })
    expect(response.status).toBe(201)
  })

  it('answers 401 without a token', async () => {
    expect((await t.request('POST', '/api/v1/users', { body: newUser() })).status).toBe(401)
  })
})

describe('POST /api/v1/users/{id}/edit', () => {
  const edit = (id: number, token: string, body: unknown) =>
    t.request('POST', `/api/v1/users/${id}/edit`, { token, body })

  it('merges a partial body: omitted fields keep their values', async () => {
    const response = await edit(anna.id, admin.token, { name: 'Anna Andersson' })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'User updated successfully' })
    const row = await userRow('anna@acme.example')
    expect(row?.user).toMatchObject({ name: 'Anna Andersson', phone: '+358 40 1', type: 'client' })
    expect(row?.companyName).toBe('Acme Oy')
  })

  it('lets a user edit their own name, phone and password', async () => {
    const response = await edit(anna.id, anna.token, {
      phone: '555',
      password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    })
    expect(response.status).toBe(200)
    const row = await userRow('anna@acme.example')
    expect(row?.user.phone).toBe('555')
    expect(await verifyPassword('brand-new-pass', row!.user.passwordHash)).toBe(true)
    expect(await verifyPassword(TEST_PASSWORD, row!.user.passwordHash)).toBe(false)
  })

  it('answers 422 on confirm_password when a new password is not confirmed', async () => {
    const response = await edit(anna.id, anna.token, { password: 'brand-new-pass' })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors)).toEqual(['confirm_password'])
    expect(
      await verifyPassword(TEST_PASSWORD, (await userRow('anna@acme.example'))!.user.passwordHash),
    ).toBe(true)
  })

  it("answers 422 on email when it is another live user's, and changes nothing", async () => {
    const response = await edit(anna.id, admin.token, {
      email: 'Gina@globex.example',
      name: 'Changed',
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ email: ['The email has already been taken.'] })
    expect((await userRow('anna@acme.example'))?.user.name).toBe('Anna')
  })

  it('accepts the same email again, in another case', async () => {
    expect((await edit(anna.id, anna.token, { email: 'ANNA@acme.example' })).status).toBe(200)
  })

  it('moves a user to a company by {id} or {name} when an admin asks', async () => {
    expect((await edit(anna.id, admin.token, { company: { id: gina.companyId } })).status).toBe(200)
    expect((await userRow('anna@acme.example'))?.companyName).toBe('Globex Ltd')
    expect((await edit(anna.id, admin.token, { company: { name: 'Initech' } })).status).toBe(200)
    expect((await userRow('anna@acme.example'))?.companyName).toBe('Initech')
    const unknown = await edit(anna.id, admin.token, { company: { id: 99999 } })
    expect(unknown.status).toBe(422)
    expect(Object.keys(unknown.body.errors)).toEqual(['company'])
  })

  it('shows an edit in the edited user’s own session at once', async () => {
    expect((await t.request('GET', '/api/v1/user', { token: anna.token })).body.type).toBe('client')
    await edit(anna.id, admin.token, { type: 'admin', name: 'Anna A' })
    const me = await t.request('GET', '/api/v1/user', { token: anna.token })
    expect(me.body).toMatchObject({ type: 'admin', name: 'Anna A' })
    expect((await t.request('GET', '/api/v1/companies', { token: anna.token })).status).toBe(200)
  })

  it('lets an admin change a type, and answers 403 when a client tries', async () => {
    expect((await edit(anna.id, anna.token, { type: 'admin' })).status).toBe(403)
    expect((await userRow('anna@acme.example'))?.user.type).toBe('client')
    expect((await edit(anna.id, admin.token, { type: 'admin' })).status).toBe(200)
    expect((await userRow('anna@acme.example'))?.user.type).toBe('admin')
  })

  it('answers 403 when a client moves a user to another company', async () => {
    expect((await edit(anna.id, anna.token, { company: { id: gina.companyId } })).status).toBe(403)
    expect((await userRow('anna@acme.example'))?.companyName).toBe('Acme Oy')
  })

  it('lets a client name their own company in any case, as the database matches names (İ too)', async () => {
    // The database lower-cases İ to i, as companies are unique by; JavaScript makes it i with a
    // dot above, which took the company's own name for another company's.
    const renamed = await t.request('POST', `/api/v1/companies/${anna.companyId}/edit`, {
      token: admin.token,
      body: { name: 'İzmir Oy' },
    })
    expect(renamed.status).toBe(200)
    expect((await edit(anna.id, anna.token, { company: { name: 'izmir oy' } })).status).toBe(200)
    expect((await userRow('anna@acme.example'))?.companyName).toBe('İzmir Oy')
    expect((await edit(anna.id, anna.token, { company: { name: 'Globex Ltd' } })).status).toBe(403)
    expect((await edit(anna.id, anna.token, { company: { name: 'Nobody Oy' } })).status).toBe(403)
    expect((await userRow('anna@acme.example'))?.companyName).toBe('İzmir Oy')
    const [made] = await t.db.select().from(companies).where(eq(companies.name, 'Nobody Oy'))
    expect(made).toBeUndefined()
  })

  it("answers 404 when a client edits another company's user", async () => {
    expect((await edit(gina.id, anna.token, { name: 'Hacked' })).status).toBe(404)
    expect((await userRow('gina@globex.example'))?.user.name).toBe('Gina')
  })

  it('keeps the person’s language: shown on the current user and at sign-in; null follows the browser', async () => {
    expect((await edit(anna.id, anna.token, { locale: 'fi' })).status).toBe(200)
    expect((await userRow('anna@acme.example'))?.user.locale).toBe('fi')
    expect((await t.request('GET', '/api/v1/user', { token: anna.token })).body.locale).toBe('fi')
    const signIn = await t.request('POST', '/api/v1/auth/token', {
      body: { email: 'anna@acme.example', password: TEST_PASSWORD },
    })
    expect(signIn.body.user.locale).toBe('fi')
    expect((await edit(anna.id, anna.token, { name: 'Anna A' })).status).toBe(200)
    expect((await userRow('anna@acme.example'))?.user.locale).toBe('fi')
    expect((await edit(anna.id, anna.token, { locale: null })).status).toBe(200)
    expect((await t.request('GET', '/api/v1/user', { token: anna.token })).body.locale).toBe(null)
  })

  it('answers 422 naming locale for a language the dashboard does not speak, and changes nothing', async () => {
    await edit(anna.id, anna.token, { locale: 'fi' })
    for (const locale of ['sv', 'FI', '', 7]) {
      const response = await edit(anna.id, anna.token, { locale, name: 'Changed' })
      expect(response.status).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual(['locale'])
    }
    expect((await userRow('anna@acme.example'))?.user).toMatchObject({ locale: 'fi', name: 'Anna' })
  })

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    expect((await edit(99999, admin.token, { name: 'X' })).status).toBe(404)
    const bad = await edit('abc' as unknown as number, admin.token, { name: 'X' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['id'])
  })
})

describe('DELETE /api/v1/users/{id}', () => {
  it('soft-deletes: the row stays, the user is gone from the API, their tokens stop working', async () => {
    expect((await t.request('GET', '/api/v1/user', { token: gina.token })).status).toBe(200)
    const response = await t.request('DELETE', `/api/v1/users/${gina.id}`, { token: admin.token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'User deleted successfully' })
    expect((await userRow('gina@globex.example'))?.user.deletedAt).toBeInstanceOf(Date)
    expect(
      (await t.request('GET', `/api/v1/users/${gina.id}`, { token: admin.token })).status,
    ).toBe(404)
    expect((await t.request('GET', '/api/v1/user', { token: gina.token })).status).toBe(401)
    const list = await t.request('GET', '/api/v1/users?per_page=100', { token: admin.token })
    expect(list.body.users.map((u: { id: number }) => u.id)).not.toContain(gina.id)
  })

  it('answers 404 for a second delete', async () => {
    await t.request('DELETE', `/api/v1/users/${gina.id}`, { token: admin.token })
    expect(
      (await t.request('DELETE', `/api/v1/users/${gina.id}`, { token: admin.token })).status,
    ).toBe(404)
  })

  it('answers 422 when someone deletes their own account', async () => {
    const response = await t.request('DELETE', `/api/v1/users/${admin.id}`, { token: admin.token })
    expect(response.status).toBe(422)
    expect((await userRow('admin@hq.example'))?.user.deletedAt).toBeNull()
  })

  it("lets a client delete a colleague, and answers 404 for another company's user", async () => {
    const ben = await t.createUser({ email: 'ben@acme.example', company: 'Acme Oy' })
    expect(
      (await t.request('DELETE', `/api/v1/users/${gina.id}`, { token: anna.token })).status,
    ).toBe(404)
    expect((await userRow('gina@globex.example'))?.user.deletedAt).toBeNull()
    expect(
      (await t.request('DELETE', `/api/v1/users/${ben.id}`, { token: anna.token })).status,
    ).toBe(200)
  })
})

describe('GET /api/v1/users and /api/v1/users/{id}', () => {
  it('shows a client only their own company, an admin everyone', async () => {
    const asClient = await t.request('GET', '/api/v1/users', { token: anna.token })
    expect(asClient.body.users.map((u: { email: string }) => u.email)).toEqual([
      'anna@acme.example',
    ])
    const asAdmin = await t.request('GET', '/api/v1/users', { token: admin.token })
    expect(asAdmin.body.total).toBe(3)
    expect((await t.request('GET', `/api/v1/users/${gina.id}`, { token: anna.token })).status).toBe(
      404,
    )
    const one = await t.request('GET', `/api/v1/users/${gina.id}`, { token: admin.token })
    expect(one.body).toMatchObject({
      id: gina.id,
      email: 'gina@globex.example',
      company: { name: 'Globex Ltd' },
    })
  })

  it('pages newest first with Laravel metadata: 9 users at 5 a page give 2 pages', async () => {
    for (let i = 0; i < 6; i++)
      await t.createUser({ email: `u${i}@acme.example`, company: 'Acme Oy' })
    const first = await t.request('GET', '/api/v1/users?per_page=5', { token: admin.token })
    expect(first.body).toMatchObject({
      total: 9,
      per_page: 5,
      current_page: 1,
      last_page: 2,
      from: 1,
      to: 5,
    })
    expect(first.body.users[0].email).toBe('u5@acme.example')
    const second = await t.request('GET', '/api/v1/users?per_page=5&page=2', { token: admin.token })
    expect(second.body).toMatchObject({ current_page: 2, from: 6, to: 9 })
    expect(second.body.users).toHaveLength(4)
    const past = await t.request('GET', '/api/v1/users?per_page=5&page=3', { token: admin.token })
    expect(past.status).toBe(200)
    expect(past.body).toMatchObject({
      total: 9,
      current_page: 3,
      last_page: 2,
      from: null,
      to: null,
      users: [],
    })
  })

  it('searches name and email ignoring case; wildcards are literal', async () => {
    const byName = await t.request('GET', '/api/v1/users?search=GIN', { token: admin.token })
    expect(byName.body.users.map((u: { email: string }) => u.email)).toEqual([
      'gina@globex.example',
    ])
    const byEmail = await t.request('GET', '/api/v1/users?search=acme.example', {
      token: admin.token,
    })
    expect(byEmail.body.total).toBe(1)
    const wildcard = await t.request('GET', '/api/v1/users?search=%25', { token: admin.token })
    expect(wildcard.body).toMatchObject({ total: 0, last_page: 1, from: null, to: null })
  })

  it.each([['page=0'], ['page=abc'], ['per_page=0'], ['per_page=101']])(
    'answers 422 for %s',
    async (query) => {
      const response = await t.request('GET', `/api/v1/users?${query}`, { token: admin.token })
      expect(response.status).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual([query.split('=')[0]])
    },
  )
})
