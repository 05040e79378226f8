import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { fileTypeFromBuffer } from 'file-type'
import {
  ATTACHMENT_MOST_BYTES,
  Attachment,
  AttachmentList,
  IdParam,
  MessageBody,
  UploadAttachmentBody,
} from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { addAttachment, deleteAttachment, listAttachments, readAttachment } from '../db/attachments'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonContent } from '../http/openapi'

export const contractAttachmentsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Contracts']
const ContractParams = z.object({ id: IdParam.meta({ param: { name: 'id', in: 'path' } }) })
const AttachmentParams = ContractParams.extend({
  attachmentId: IdParam.meta({ param: { name: 'attachmentId', in: 'path' } }),
})
const path = '/contracts/id/{id}/attachments'

/** The upload's path: its body may be as large as a document (see app.ts). */
export const ATTACHMENT_UPLOAD_PATH = /^\/api\/v1\/contracts\/id\/[^/]+\/attachments$/

/**
 * `Content-Disposition` for a download: always `attachment` (never shown in the browser), the name
 * as plain ASCII with anything else replaced (quotes, backslashes, control and non-ASCII
 * characters), and in full as RFC 8187 UTF-8 for the browsers that read it.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

contractAttachmentsRouter.openapi(
  createRoute({
    method: 'post',
    path,
    ...access('admin'),
    tags,
    summary: 'Upload a document of a contract',
    operationId: 'uploadContractAttachment',
    description:
      `Admin only. \`multipart/form-data\` with \`file\`, and optionally \`kind\` and \`expires_on\`. ` +
      `At most ${ATTACHMENT_MOST_BYTES / 1024 / 1024} MB: a larger body is refused (413) as it ` +
      'arrives, before it is all read. `content_type` comes from the file’s own bytes, never from ' +
      'its name or what the browser said. The name is kept without any folder or control ' +
      'characters. The contract’s history records it (`document_added`).',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: {
      params: ContractParams,
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: UploadAttachmentBody,
            example: { file: '%PDF-1.4 …', kind: 'contract', expires_on: '2027-06-30' },
          },
        },
      },
    },
    responses: {
      201: jsonContent(Attachment, 'The document as listed.'),
      ...errorResponses(400, 401, 403, 404, 415, 422),
      413: jsonContent(MessageBody, 'The file is larger than 25 MiB.'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    const { file, kind, expires_on } = c.req.valid('form')
    const bytes = new Uint8Array(await file.arrayBuffer())
    const sniffed = await fileTypeFromBuffer(bytes)
    const attachment = await addAttachment(
      c.var.db,
      id,
      {
        name: file.name,
        bytes,
        contentType: sniffed?.mime ?? 'application/octet-stream',
        kind: kind ?? 'other',
        expiresOn: expires_on ?? null,
      },
      { id: c.var.user.id },
    )
    return c.json(attachment, 201)
  },
)

contractAttachmentsRouter.openapi(
  createRoute({
    method: 'get',
    path,
    ...access('admin'),
    tags,
    summary: 'List the documents of a contract',
    operationId: 'listContractAttachments',
    description: 'Admin only. Newest first; the bytes are downloaded one by one.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { params: ContractParams },
    responses: {
      200: jsonContent(AttachmentList, 'The documents.'),
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    return c.json({ attachments: await listAttachments(c.var.db, id) }, 200)
  },
)

contractAttachmentsRouter.openapi(
  createRoute({
    method: 'get',
    path: `${path}/{attachmentId}`,
    ...access('admin'),
    tags,
    summary: 'Download a document of a contract',
    operationId: 'downloadContractAttachment',
    description:
      'Admin only. The bytes as uploaded, as `Content-Disposition: attachment` (never shown in ' +
      'the browser) with `X-Content-Type-Options: nosniff`.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { params: AttachmentParams },
    responses: {
      200: {
        description: 'The document’s bytes.',
        content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const { id, attachmentId } = c.req.valid('param')
    const document = await readAttachment(c.var.db, id, attachmentId)
    // The bytes as the driver read them (a Buffer or a Uint8Array), not copied again.
    return c.body(document.data as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': document.content_type,
      'Content-Disposition': contentDisposition(document.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
  },
)

contractAttachmentsRouter.openapi(
  createRoute({
    method: 'delete',
    path: `${path}/{attachmentId}`,
    ...access('admin'),
    tags,
    summary: 'Delete a document of a contract',
    operationId: 'deleteContractAttachment',
    description: 'Admin only. The contract’s history records it (`document_removed`).',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { params: AttachmentParams },
    responses: {
      200: jsonContent(MessageBody, '`Document deleted successfully`'),
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const { id, attachmentId } = c.req.valid('param')
    await deleteAttachment(c.var.db, id, attachmentId, { id: c.var.user.id })
    return c.json({ message: 'Document deleted successfully' }, 200)
  },
)
