import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context, Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import { TokenCache } from './auth/token-cache'
import type { Config } from './config'
import type { Database } from './db/open'
import { RECORD_RESOURCES } from '../src/interface/resources'
import { ATTACHMENT_MOST_BYTES, IMPORT_MOST_BYTES } from '../src/interface/contract-values'
import type { AppEnv } from './http/env'
import { ApiError, onError, validationHook } from './http/errors'
import { dashboard } from './http/static'
import { eventsRouter } from './routes/events'
import { feedPosition } from './live/feed-position'
import { FEED_POSITION_HEADER } from '../src/interface/live-values'
import { defaultLog, type Logger } from './ops/log'
import { createMetrics, observeDatabase } from './ops/metrics'
import { observeRequests } from './ops/observe'
import { backupRouter } from './routes/backup'
import { authRouter } from './routes/auth'
import { companiesRouter } from './routes/companies'
import { consultantsRouter } from './routes/consultants'
import { contractsRouter } from './routes/contracts'
import { contractTermsRouter } from './routes/contract-terms'
import { contractsBulkRouter } from './routes/contracts-bulk'
import { contractsExportRouter } from './routes/contracts-export'
import { contractsImportRouter, IMPORT_PATH } from './routes/contracts-import'
import { ATTACHMENT_UPLOAD_PATH, contractAttachmentsRouter } from './routes/contract-attachments'
import { historyRouter } from './routes/history'
import { inquiriesRouter } from './routes/inquiries'
import { metricsRouter } from './routes/metrics'
import { notificationsRouter } from './routes/notifications'
import { overviewRouter } from './routes/overview'
import { positionsRouter } from './routes/positions'
import { recordRoutes } from './routes/records'
import { preferencesRouter } from './routes/preferences'
import { systemRouter } from './routes/system'
import { usersRouter } from './routes/users'
import { viewsRouter } from './routes/views'

export const API_VERSION = '1.0.2'
const ONE_MIB = 1024 * 1024

export interface AppOptions {
  db: Database
  config: Config
  /** The built dashboard to serve beside the API; none in API-only tests. */
  dashboardRoot?: string
  /** Where request and error lines go; the process's JSON log on stdout by default. */
  log?: Logger
  /** True once the server is stopping: answers then close their connection. */
  closing?: () => boolean
}

export function createApp({ db, config, dashboardRoot, log, closing }: AppOptions) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

  const metrics = config.metricsToken ? createMetrics() : undefined
  if (metrics) observeDatabase(db, metrics)
  app.use(
    '*',
    observeRequests({
      log: log ?? defaultLog(),
      logRequests: config.logRequests,
      metrics,
      closing,
    }),
  )
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      xFrameOptions: 'DENY',
    }),
  )
  const compressBody = compress()
  // Only for a client that takes a compressed answer: looking at the answer builds the whole web
  // Response, which costs as much as the rest of a small answer.
  app.use('*', (c, next) =>
    /\b(gzip|deflate)\b/.test(c.req.header('Accept-Encoding') ?? '')
      ? compressBody(c, measureJson(c, next))
      : next(),
  )
  if (config.corsOrigins.length > 0) {
    const any = config.corsOrigins.includes('*')
    app.use(
      '/api/*',
      cors({
        origin: any ? '*' : config.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Request-Id', 'If-Match'],
        exposeHeaders: [
          'X-Request-Id',
          'X-Total-Count',
          'Content-Disposition',
          'ETag',
          FEED_POSITION_HEADER,
        ],
        allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
        maxAge: 600,
      }),
    )
  }
  const limitBody = bodyLimit({
    maxSize: ONE_MIB,
    onError: () => {
      throw new ApiError(413, 'The request body is larger than 1 MiB.')
    },
  })
  // A file's own limit, counted as it streams in: nothing past it is read.
  const limitFile = (bytes: number) =>
    bodyLimit({
      maxSize: bytes,
      onError: () => {
        throw new ApiError(413, `The file is larger than ${bytes / ONE_MIB} MiB.`)
      },
    })
  const files: [RegExp, ReturnType<typeof limitFile>][] = [
    [IMPORT_PATH, limitFile(IMPORT_MOST_BYTES)],
    [ATTACHMENT_UPLOAD_PATH, limitFile(ATTACHMENT_MOST_BYTES)],
  ]
  // Only where a body is read: looking for one builds the whole web Request, a third of what a
  // list request costs besides its query.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (files.find(([path]) => path.test(c.req.path))?.[1] ?? limitBody)(c, next),
  )
  const tokenCache = new TokenCache(config.tokenCacheSeconds * 1000)
  app.use('*', async (c, next) => {
    c.set('tokenCache', tokenCache)
    c.set('db', db)
    c.set('config', config)
    await next()
  })
  app.use('/api/v1/*', (c, next) =>
    c.req.path === '/api/v1/events' ? next() : feedPosition(c, next),
  )

  app.route('/api', systemRouter)
  for (const router of [
    authRouter,
    preferencesRouter,
    usersRouter,
    companiesRouter,
    inquiriesRouter,
    positionsRouter,
    // Before the contract routes: `export.csv` would also pass as a public contract id.
    contractsExportRouter,
    contractsImportRouter,
    contractsBulkRouter,
    contractTermsRouter,
    contractAttachmentsRouter,
    contractsRouter,
    consultantsRouter,
    backupRouter,
    overviewRouter,
    historyRouter,
    viewsRouter,
    eventsRouter,
    notificationsRouter,
    // Each record resource's routes, drawn from its declaration (src/interface/record.ts).
    ...RECORD_RESOURCES.map(recordRoutes),
  ])
    app.route('/api/v1', router)

  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKeyAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'A token from `POST /api/v1/auth/token`, sent as `Authorization: Bearer <token>`.',
  })
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Staffing service interface',
      version: API_VERSION,
      description:
        'Users, inquiries (orders), positions, contracts and companies. Operations and fields that the ' +
        'seed interface does not have are marked `x-extension: true`; `x-access` says who may call each ' +
        '(anyone, signed in, company: a client reaches only their own company’s rows, admin, metrics ' +
        'token: only the server’s `METRICS_TOKEN`). Every error body is ' +
        '`{"message", "errors"?}`; 401 is always JSON, never a redirect. Any write the database ' +
        'refuses because the server’s disk is full answers 507 ' +
        '`{"message": "The server\'s disk is full; nothing was saved."}` and saves nothing; reads ' +
        'go on, and writes succeed again once there is room.',
    },
    // Relative: the API is wherever this document was fetched from.
    servers: [{ url: '/', description: 'The server that serves this document' }],
  })

  app.route('/', metricsRouter(metrics, config.metricsToken))

  app.all('/api/*', () => {
    throw new ApiError(404, 'Not Found')
  })
  if (dashboardRoot) app.get('*', dashboard(dashboardRoot))
  app.notFound((c) => c.json({ message: 'Not Found' }, 404))
  app.onError(onError)
  return app
}

export type App = ReturnType<typeof createApp>

/**
 * A JSON answer's length, so that compression passes over one too small to gain from it (hono's
 * compress skips an answer under 1 KiB only when it knows the length: a health check or a saved
 * record would otherwise be sent larger, and at twice the cost).
 */
const measureJson =
  (c: Context<AppEnv>, next: Next): Next =>
  async () => {
    await next()
    const type = c.res.headers.get('Content-Type') ?? ''
    if (!type.startsWith('application/json') || c.res.headers.has('Content-Length')) return
    const answer = c.res
    const text = await answer.text()
    answer.headers.set('Content-Length', String(Buffer.byteLength(text)))
    // Unset first, so the new answer is taken as it is: its body text, not a stream of it.
    c.res = undefined
    c.res = new Response(text, answer)
  }
