import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Attachment, AttachmentKind } from '../../src/interface'
import { NotFoundError } from '../domain/errors'
import { recordHistory, type Writer } from './history'
import type { Database } from './open'
import { isoTime, rowsOf } from './rows'

/**
 * A contract's documents, kept in the database (bytea). Adding and deleting one writes the
 * contract's history in the same statement (`document_added`, `document_removed`), which is also
 * the live feed's event. Only a live contract's documents are reached: a terminated contract's
 * are kept with it, and come back when it is restored.
 */

type Executor = Pick<Database, 'execute'>

interface AttachmentRow {
  id: number
  name: string
  size: number
  content_type: string
  kind: AttachmentKind
  expires_on: string | null
  sha256: string
  uploaded_at: Date | string
  uploader_id: number | null
  uploader_name: string | null
}

const COLUMNS = sql`a.id, a.name, a.size, a.content_type, a.kind, a.expires_on::text as expires_on,
  a.sha256, a.uploaded_at, u.id as uploader_id, u.name as uploader_name`

function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    content_type: row.content_type,
    kind: row.kind,
    expires_on: row.expires_on,
    sha256: row.sha256,
    uploaded_at: isoTime(row.uploaded_at),
    uploaded_by:
      row.uploader_id === null ? null : { id: row.uploader_id, name: row.uploader_name ?? '' },
  }
}

const live = (contractId: number) =>
  sql`exists (select 1 from contracts c where c.id = ${contractId} and c.deleted_at is null)`

/** A file name as kept: its last path segment, without control characters, at most 255 long. */
export function keptName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return [...clean].slice(0, 255).join('') || 'document'
}

/** Stores the document on the live contract; answers it as listed. NotFoundError without one. */
export async function addAttachment(
  db: Executor,
  contractId: number,
  file: {
    name: string
    bytes: Uint8Array
    contentType: string
    kind: AttachmentKind
    expiresOn: string | null
  },
  writer: Writer,
): Promise<Attachment> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex')
  const [row] = await rowsOf<AttachmentRow>(
    db,
    sql`with added as (
        insert into contract_attachments
          (contract_id, name, size, content_type, kind, expires_on, sha256, data, uploaded_by)
        select ${contractId}::int, ${keptName(file.name)}, ${file.bytes.byteLength}::int,
          ${file.contentType}, ${file.kind}, ${file.expiresOn}::date, ${sha256}, ${file.bytes},
          ${writer?.id ?? null}::int
        where ${live(contractId)}
        returning *),
      logged as (${recordHistory(
        'contract',
        'document_added',
        writer,
        sql`select contract_id, null::int,
          jsonb_build_object('document', jsonb_build_object('from', null, 'to', name)) from added`,
      )})
      select ${COLUMNS} from added a left join users u on u.id = a.uploaded_by`,
  )
  if (!row) throw new NotFoundError('Contract')
  return toAttachment(row)
}

/** The live contract's documents, newest first. NotFoundError without one. */
export async function listAttachments(db: Executor, contractId: number): Promise<Attachment[]> {
  const [contract] = await rowsOf<{ live: boolean }>(db, sql`select ${live(contractId)} as live`)
  if (!contract?.live) throw new NotFoundError('Contract')
  const rows = await rowsOf<AttachmentRow>(
    db,
    sql`select ${COLUMNS} from contract_attachments a left join users u on u.id = a.uploaded_by
      where a.contract_id = ${contractId} order by a.id desc`,
  )
  return rows.map(toAttachment)
}

/** One document's name, type and bytes, of a live contract; NotFoundError if not there. */
export async function readAttachment(db: Executor, contractId: number, id: number) {
  const [row] = await rowsOf<{ name: string; content_type: string; data: Uint8Array }>(
    db,
    sql`select name, content_type, data from contract_attachments
      where id = ${id} and contract_id = ${contractId} and ${live(contractId)}`,
  )
  if (!row) throw new NotFoundError('Document')
  return row
}

/** Deletes one document of a live contract; NotFoundError if not there. */
export async function deleteAttachment(
  db: Executor,
  contractId: number,
  id: number,
  writer: Writer,
) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with removed as (
        delete from contract_attachments
        where id = ${id} and contract_id = ${contractId} and ${live(contractId)}
        returning contract_id, id, name),
      logged as (${recordHistory(
        'contract',
        'document_removed',
        writer,
        sql`select contract_id, null::int,
          jsonb_build_object('document', jsonb_build_object('from', name, 'to', null)) from removed`,
      )})
      select id from removed`,
  )
  if (rows.length === 0) throw new NotFoundError('Document')
}
