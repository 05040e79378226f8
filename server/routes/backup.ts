import { Readable } from 'node:stream'
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { requireAdmin, requireUser } from '../auth/middleware'
import type { AppEnv } from '../http/env'
import { ApiError } from '../http/errors'
import { access, bearer, errorResponses } from '../http/openapi'
import { backupFileName, snapshot } from '../ops/backup'

export const backupRouter = new OpenAPIHono<AppEnv>()

/**
 * One backup at a time of a database: each holds a copy of the whole of it while it streams. (By
 * the database, not the process: a process may serve more than one, as the tests' do.)
 */
const backingUp = new WeakSet<object>()

backupRouter.openapi(
  createRoute({
    method: 'get',
    path: '/backup',
    ...access('admin'),
    tags: ['System'],
    summary: 'Download a backup of the embedded database',
    operationId: 'downloadBackup',
    description:
      'Admin only. A consistent snapshot of the whole embedded (PGlite) database, taken while the ' +
      'server keeps answering: a gzipped tar of its data folder, for `npm run restore`. Requests ' +
      'wait only while the folder is copied. On PostgreSQL: 501, use `pg_dump`.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    responses: {
      200: {
        description:
          'The archive, with `Content-Disposition: attachment; ' +
          'filename="staffing-YYYYMMDD-HHMMSS.tar.gz"` (UTC).',
        content: { 'application/gzip': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...errorResponses(401, 403, 409),
      501: {
        description: 'The server runs on PostgreSQL: back it up with `pg_dump`.',
        content: errorResponses(401)[401].content,
      },
    },
  }),
  async (c) => {
    const { db } = c.var
    if (backingUp.has(db))
      throw new ApiError(409, 'A backup is being taken already: try again soon.')
    backingUp.add(db)
    try {
      const takenAt = new Date()
      const taken = await snapshot(db)
      if (!taken) {
        throw new ApiError(
          501,
          'The server runs on PostgreSQL: back it up with pg_dump (see the README), not through the API.',
        )
      }
      const { archive, pausedMs } = taken
      // What the backup cost the other requests: how long the database answered nothing.
      c.var.log.info(
        { reqId: c.var.requestId, pausedMs: Math.round(pausedMs) },
        'backup: snapshot taken, streaming it',
      )
      const release = () => backingUp.delete(db)
      archive.once('end', release).once('close', release)
      c.header('Content-Type', 'application/gzip')
      c.header('Content-Disposition', `attachment; filename="${backupFileName(takenAt)}"`)
      c.header('Cache-Control', 'no-store')
      return c.body(Readable.toWeb(archive) as ReadableStream, 200)
    } catch (error) {
      backingUp.delete(db)
      throw error
    }
  },
)
