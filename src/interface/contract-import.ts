import { IMPORT_MOST_BYTES, IMPORT_MOST_ROWS } from './contract-values'
import { z } from './messages'

export const ImportContractsQuery = /* @__PURE__ */ z.object({
  dry_run: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .meta({ description: '`1`: check the file and answer what it would do; nothing is written.' }),
})

export const ImportError = /* @__PURE__ */ z
  .object({
    row: z.number().int().meta({
      description: 'The data row, from 1 (the line after the header); 0: the header or the file.',
    }),
    field: z.string().meta({
      description:
        'The column; `row`: the row as a whole (not CSV); `file`: the file as a whole (row 0).',
    }),
    message: z.string(),
  })
  .meta({ id: 'ImportError' })
export type ImportError = z.infer<typeof ImportError>

export const ImportAnswer = /* @__PURE__ */ z
  .object({
    creates: z.number().int(),
    updates: z.number().int(),
    unchanged: z.number().int(),
    companies_created: z.number().int(),
    consultants_created: z.number().int(),
    errors: z.array(ImportError),
  })
  .meta({
    id: 'ImportAnswer',
    description:
      'What the file does (a dry run) or did: contracts created, updated and left as they were, ' +
      'and the companies and consultants it names that were not there. With errors, nothing is ' +
      'written; every bad row and field is named, in row order.',
  })
export type ImportAnswer = z.infer<typeof ImportAnswer>

export const ImportRefused = /* @__PURE__ */ ImportAnswer.extend({
  message: z.string().meta({ description: 'How many errors the file has; nothing was written.' }),
}).meta({ id: 'ImportRefused' })

/**
 * 10000 → "10,000", without Intl: a browser evaluates this module with every signed-in page, and
 * `toLocaleString` here set Intl up then (that task 88–147 ms with it, 37–64 ms without).
 */
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',')

export const IMPORT_DESCRIPTION =
  `Admin only. The body is a CSV file (\`text/csv\`, UTF-8 with or without a byte order mark, ` +
  `comma or semicolon separated as its header line shows, at most ${grouped(IMPORT_MOST_ROWS)} ` +
  `rows after the header and ${IMPORT_MOST_BYTES / 1024 / 1024} MiB). The header names columns of ` +
  'the export (`GET /contracts/export.csv`), in any order; `the_contract_id` is required. ' +
  '`id`, `margin`, `markup_percent` and `notice_deadline` are read-only and ignored. A row whose ' +
  '`the_contract_id` is a live contract updates it with the cells it has; any other makes a new ' +
  'contract and needs `client_company`, `vendor_company` and `contract_start`. An empty cell ' +
  'leaves the field as it is (a new contract: not set). Companies and consultants are found by ' +
  'name ignoring case and created when missing; `consultant_title` is the title of a consultant ' +
  'it creates, or sets the title of the contract’s own consultant. A cell the export guarded ' +
  "with a leading `'` (text starting with `=`, `+`, `-`, `@`) is read without it; other text is " +
  'stored as written and never run. A row that changes nothing is `unchanged`: the export’s own ' +
  'file imports back all unchanged. Every row is checked as its create or edit would be (422 on a ' +
  'field), then every row is written in one transaction or none; each written contract’s ' +
  'history entry has the action `imported`. With `dry_run=1` the same checks are made (the ' +
  'updates written and undone), and nothing is written: the answer is exactly what the import ' +
  'would do. While an import writes, other contract writes wait for it; on PGlite (one ' +
  'connection, the default without `DATABASE_URL`) every other request does.'
