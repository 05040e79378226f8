import { createRequire } from 'node:module'
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import type { AppEnv } from '../http/env'
import { sendFile } from '../http/static'
import { access, jsonContent } from '../http/openapi'

export const systemRouter = new OpenAPIHono<AppEnv>()

systemRouter.openapi(
  createRoute({
    method: 'get',
    path: '/health',
    ...access('anyone'),
    tags: ['System'],
    summary: 'Health: answers once the database is open and migrated',
    operationId: 'health',
    'x-extension': true,
    security: [],
    responses: { 200: jsonContent(z.object({ status: z.literal('ok') }), 'Ready.') },
  }),
  (c) => c.json({ status: 'ok' as const }, 200),
)

// The reader is served from the swagger-ui-dist package: no CDN, works offline.
const swaggerRoot = (
  createRequire(import.meta.url)('swagger-ui-dist') as { getAbsoluteFSPath: () => string }
).getAbsoluteFSPath()
const SWAGGER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'])

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Staffing API reference</title>
    <link rel="icon" href="/api/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`

systemRouter.get('/docs', (c) => c.html(DOCS_PAGE))
systemRouter.get('/docs/init.js', (c) => {
  c.header('Content-Type', 'text/javascript; charset=utf-8')
  return c.body(
    "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true })\n",
  )
})
systemRouter.get('/docs/assets/:file', async (c) => {
  const file = c.req.param('file')
  const sent = SWAGGER_FILES.has(file)
    ? await sendFile(c, swaggerRoot, `/${file}`, 'revalidate')
    : undefined
  return sent ?? c.json({ message: 'Not Found' }, 404)
})
