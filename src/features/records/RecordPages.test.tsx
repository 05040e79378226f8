import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RECORD_RESOURCES } from '../../interface'
import { exampleBody } from '../../interface/record'
import { messagesNow } from '../../lib/i18n'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { RECORD_FEATURES } from './registry'

let server: TestApiServer
let adminToken: string

// A server only when there are pages to try (the repository may declare no record resource yet).
const pagesToTry = RECORD_FEATURES.length > 0
beforeAll(async () => {
  if (!pagesToTry) return
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
})
afterAll(() => server?.close())
beforeEach(() => (pagesToTry ? storeSessionFor(adminToken, server.url) : undefined))

describe('record resources on the dashboard', () => {
  it('every declared record resource has its part, its words naming each field', () => {
    expect(RECORD_FEATURES.map((feature) => feature.resource.name).sort()).toEqual(
      RECORD_RESOURCES.map((resource) => resource.name).sort(),
    )
    for (const { resource, words } of RECORD_FEATURES) {
      const said = messagesNow(words)
      for (const key of ['title', 'one', 'description', ...resource.record.keys])
        expect(said[key], `${resource.name}.${key}`).toBeTruthy()
    }
  })

  // Each record resource's pages, drawn by the kit from its declaration.
  describe.each(RECORD_FEATURES.map((feature) => [feature.resource.name, feature] as const))(
    '%s',
    (name, { resource, words }) => {
      const [first, ...rest] = resource.record.keys
      const said = () => messagesNow(words)

      it('lists, creates, edits with its history, and deletes after asking', async () => {
        const user = userEvent.setup()
        renderApp(`/${name}`, server.url)
        expect(await screen.findByRole('heading', { name: said().title })).toBeInTheDocument()

        await user.click((await screen.findAllByRole('link', { name: `New ${said().one}` }))[0]!)
        const body = { ...exampleBody(resource), [first!]: 'Kit row one' }
        for (const key of [first!, ...rest])
          await user.type(await screen.findByLabelText(said()[key]!, { exact: false }), body[key]!)
        await user.click(screen.getByRole('button', { name: `Create ${said().one}` }))

        // The row's link, then its table: while the list loads, a skeleton table of the same
        // name stands in its place.
        const created = await screen.findByRole('link', { name: 'Kit row one' })
        expect(created.closest('table')).toHaveAccessibleName(said().title)
        await user.click(created)
        const field = await screen.findByLabelText(said()[first!]!, { exact: false })
        await user.clear(field)
        await user.type(field, 'Kit row renamed')
        await user.click(screen.getByRole('button', { name: 'Save changes' }))
        const renamed = await screen.findByRole('link', { name: 'Kit row renamed' })
        expect(renamed.closest('table')).toHaveAccessibleName(said().title)
        await user.click(renamed)
        await user.click(await screen.findByRole('tab', { name: /history/i }))
        // The old name, in the create's entry and in the edit's "from" (whichever shows first).
        expect((await screen.findAllByText(/Kit row one/)).length).toBeGreaterThan(0)

        await user.click(screen.getByRole('tab', { name: /details/i }))
        await user.click(await screen.findByRole('button', { name: 'Delete' }))
        const dialog = await screen.findByRole('dialog')
        await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
        await waitFor(() =>
          expect(screen.queryByRole('link', { name: 'Kit row renamed' })).toBeNull(),
        )
        expect(
          await screen.findByText(new RegExp(`Add the first ${said().one}`)),
        ).toBeInTheDocument()
      }, 60_000)

      it('keeps a required field’s error on the field and stores nothing', async () => {
        const user = userEvent.setup()
        renderApp(`/${name}/new`, server.url)
        await user.click(await screen.findByRole('button', { name: `Create ${said().one}` }))
        const field = await screen.findByLabelText(said()[first!]!, { exact: false })
        await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
      })
    },
  )
})
