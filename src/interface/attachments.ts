import {
  ATTACHMENT_KINDS,
  ATTACHMENT_MOST_BYTES,
  DOCUMENT_EXPIRY_NOTICE_DAYS,
} from './contract-values'
import { IsoDate } from './contracts'
import { choiceOf, z } from './messages'

export const AttachmentKind = /* @__PURE__ */ choiceOf(ATTACHMENT_KINDS, 'a kind of document')
export type AttachmentKind = z.infer<typeof AttachmentKind>

/** The form of an upload (`multipart/form-data`): the file, and what it is. */
export const UploadAttachmentBody = /* @__PURE__ */ z
  .object({
    file: z
      .file()
      .max(ATTACHMENT_MOST_BYTES, `At most ${ATTACHMENT_MOST_BYTES / 1024 / 1024} MB a file.`)
      .meta({
        description: 'The document. Its type is read from its own bytes.',
        type: 'string',
        format: 'binary',
      }),
    kind: AttachmentKind.optional().meta({ description: '`other` when not sent.' }),
    expires_on: IsoDate.optional().meta({
      description: `The day it expires: admins are told ${DOCUMENT_EXPIRY_NOTICE_DAYS} days before.`,
    }),
  })
  .meta({ id: 'UploadAttachment' })

export const Attachment = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: 'The file name as uploaded, without any folder.' }),
    size: z.number().int().meta({ description: 'Bytes.' }),
    content_type: z.string().meta({
      description:
        'From the file’s own bytes; `application/octet-stream` when they say nothing known ' +
        '(a file named .pdf that is not a PDF).',
    }),
    kind: z.enum(ATTACHMENT_KINDS),
    expires_on: z.string().nullable(),
    sha256: z.string().meta({ description: 'Of the bytes, in hex.' }),
    uploaded_at: z.string(),
    uploaded_by: z.union([z.object({ id: z.number().int(), name: z.string() }), z.null()]),
  })
  .meta({ id: 'Attachment' })
export type Attachment = z.infer<typeof Attachment>

export const AttachmentList = /* @__PURE__ */ z
  .object({ attachments: z.array(Attachment) })
  .meta({ id: 'AttachmentList', description: 'Newest first.' })
