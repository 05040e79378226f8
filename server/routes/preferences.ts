import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { EditPreferencesBody, Preferences } from '../../src/interface'
import { requireUser } from '../auth/middleware'
import { editPreferences, findPreferences } from '../db/preferences'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'

export const preferencesRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Users']

preferencesRouter.openapi(
  createRoute({
    method: 'get',
    path: '/user/preferences',
    ...access('signed in'),
    tags,
    summary: 'Get your table preferences',
    operationId: 'getPreferences',
    description:
      'Per list (contracts, inquiries, users, activity): the columns your table shows, in order, ' +
      'and its density; the defaults for a list you never set.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    responses: {
      200: jsonContent(Preferences, 'Your preferences.'),
      ...errorResponses(401),
    },
  }),
  async (c) => c.json(await findPreferences(c.var.db, c.var.user.id), 200),
)

preferencesRouter.openapi(
  createRoute({
    method: 'post',
    path: '/user/preferences',
    ...access('signed in'),
    tags,
    summary: 'Change your table preferences',
    operationId: 'editPreferences',
    description:
      'Partial, by list: lists left out are kept. Answers the whole preferences, as the GET does.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      body: jsonBody(EditPreferencesBody, {
        tables: {
          contracts: {
            columns: ['the_contract_id', 'client_company', 'consultant', 'status', 'period'],
            density: 'compact',
          },
        },
      }),
    },
    responses: {
      200: jsonContent(Preferences, 'Your preferences, as saved.'),
      ...errorResponses(400, 401, 413, 415, 422),
    },
  }),
  async (c) => c.json(await editPreferences(c.var.db, c.var.user.id, c.req.valid('json')), 200),
)
