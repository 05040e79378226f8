import { sql } from 'drizzle-orm'
import { ATTACHMENT_KINDS, CONTRACT_STATUSES, RENEWALS } from '../../src/interface/contract-values'
import type { Locale } from '../../src/interface/locales'
import { HISTORY_ACTIONS } from '../../src/interface/history-values'
import { NOTIFICATION_KINDS } from '../../src/interface/notifications'
import { NOTIFY_EMAIL } from '../../src/interface/notify-email'
import type { RecordResource } from '../../src/interface/record'
import { HISTORY_RESOURCES, VIEW_RESOURCES } from '../../src/interface/resources'
import {
  boolean,
  check,
  customType,
  date,
  index,
  primaryKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** Grows by one with every write to the row (the ETag of what GET answers also changes then). */
/**
 * Declared resource names as SQL literals, for a check constraint (which takes no bound values):
 * names of the code's own declarations, lower-case letters only, never anyone's input.
 */
function namesInSql(names: readonly string[]) {
  for (const name of names)
    if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a resource name: ${JSON.stringify(name)}`)
  return sql.raw(names.map((name) => `'${name}'`).join(', '))
}

const version = () => integer('version').notNull().default(1)

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are resolved ignoring case, so two spellings of one name must never both exist.
    uniqueIndex('companies_name_lower_idx').on(sql`lower(${t.name})`),
    // The picker's search walks this in its order and never visits the table (an index-only scan).
    index('companies_name_search_idx').on(sql`lower(${t.name})`, t.id, t.name),
  ],
)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type', { enum: ['client', 'admin'] })
      .notNull()
      .default('client'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The dashboard's language for this person; null follows their browser. */
    locale: text('locale').$type<Locale>(),
    /** Their notifications by e-mail: never, each at once, or one digest a day (server/notify). */
    notifyEmail: text('notify_email', { enum: NOTIFY_EMAIL }).notNull().default('off'),
    passwordHash: text('password_hash').notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A soft-deleted user frees its email for a new account.
    uniqueIndex('users_email_lower_live_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_company_idx').on(t.companyId),
    check('users_type_check', sql`${t.type} in ('client', 'admin')`),
    check('users_notify_email_check', sql`${t.notifyEmail} in (${namesInSql(NOTIFY_EMAIL)})`),
  ],
)

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
)

/** Failed sign-ins, kept in the database so every API process behind one Postgres sees the same count. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    emailLower: text('email_lower').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_failures_key_idx').on(t.emailLower, t.ip, t.createdAt)],
)

export const industries = pgTable(
  'industries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('industries_name_lower_idx').on(sql`lower(${t.name})`)],
)

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description'),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    mainContact: text('main_contact'),
    status: text('status', { enum: ['pending', 'cancelled'] })
      .notNull()
      .default('pending'),
    /**
     * Lower-cased title, main contact, industry name and position titles, kept on write: one
     * trigram index then serves `q` without joins.
     */
    searchText: text('search_text').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_company_id_idx').on(t.companyId, t.id),
    index('inquiries_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('inquiries_status_check', sql`${t.status} in ('pending', 'cancelled')`),
  ],
)

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id),
    stage: text('stage', { enum: ['pending', 'cancelled'] })
      .notNull()
      .default('pending'),
    title: text('title').notNull(),
    type: text('type', { enum: ['full_time', 'part_time', 'contract', 'freelance'] }).notNull(),
    experienceLevel: text('experience_level', { enum: ['junior', 'mid', 'senior', 'lead'] }),
    isRemoteWork: text('is_remote_work', { enum: ['yes', 'no', 'hybrid'] }),
    /** Numeric text, kept as sent ("5000", "80.5"). */
    budget: text('budget'),
    allocation: text('allocation'),
    languageReqs: text('language_reqs'),
    jobStart: timestamp('job_start', { withTimezone: true }),
    jobEnd: timestamp('job_end', { withTimezone: true }),
    description: text('description'),
    orderNeedReqs: jsonb('order_need_reqs')
      .$type<{ name: string; level?: string; mandatory?: boolean }[]>()
      .notNull()
      .default([]),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('positions_inquiry_idx').on(t.inquiryId, t.id),
    check('positions_stage_check', sql`${t.stage} in ('pending', 'cancelled')`),
  ],
)

export const consultants = pgTable(
  'consultants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consultants_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // A contracts page sorted by consultant walks this in name order (see pageIds).
    index('consultants_name_order_idx').on(sql`lower(${t.name})`, t.id),
  ],
)

/**
 * A term's prices and workload: the columns of a term, and of the contract's copy of its term in
 * effect, which must be alike for the copy to equal what it copies.
 */
const termValues = () => ({
  clientPrice: numeric('client_price', { precision: 14, scale: 4 }),
  vendorPrice: numeric('vendor_price', { precision: 14, scale: 4 }),
  allocation: numeric('allocation', { precision: 5, scale: 2 }),
  maxHours: integer('max_hours'),
})
/** The days a term is in effect, from the first (for ever before, at first) until the last. */
const daysFrom = (name: string) =>
  date(name)
    .notNull()
    .default(sql`'-infinity'`)
const daysUntil = (name: string) =>
  date(name)
    .notNull()
    .default(sql`'infinity'`)

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    // The columns every list reads come first: a scan reads a row only as far as it needs.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('not started'),
    /**
     * Lower-cased consultant name, client and vendor company names and both contract ids, kept on
     * write: one trigram index serves `search` without joins.
     */
    searchText: text('search_text').notNull().default(''),
    /** Public id, unique for ever: a terminated contract keeps it reserved. */
    theContractId: text('the_contract_id').notNull(),
    clientContractId: text('client_contract_id'),
    serviceCode: text('service_code'),
    contractStart: date('contract_start').notNull(),
    contractEnd: date('contract_end'),
    isInfinite: boolean('is_infinite').notNull().default(false),
    type: text('type'),
    workScope: text('work_scope'),
    noticePeriod: text('notice_period'),
    noticeDays: integer('notice_days'),
    renewal: text('renewal', { enum: RENEWALS }).notNull().default('undecided'),
    // The prices and workload are the terms' (contract_terms): they change over time. These hold a
    // copy of one of them, the term in effect on the days [term_from, term_until) (its own
    // validity), so a page, a sort, a filter, a summary and a group read them from the contract's
    // row instead of joining its term. Every write of the terms copies the one in effect in the
    // same transaction, and the first request of a new day copies again the terms of the
    // contracts whose copy is not of that day (server/db/terms-in-effect.ts).
    ...termValues(),
    termFrom: daysFrom('term_from'),
    termUntil: daysUntil('term_until'),
    unit: text('unit'),
    vat: numeric('vat', { precision: 5, scale: 2 }),
    sellerId: integer('seller_id'),
    hourReport: text('hour_report'),
    invoicingChannel: text('invoicing_channel'),
    clientCompanyId: integer('client_company_id')
      .notNull()
      .references(() => companies.id),
    clientBusinessId: text('client_business_id'),
    clientContact: text('client_contact'),
    clientPurchaseOrder: text('client_purchase_order'),
    vendorCompanyId: integer('vendor_company_id')
      .notNull()
      .references(() => companies.id),
    vendorCompanyForClient: text('vendor_company_for_client'),
    vendorContact: text('vendor_contact'),
    notes: text('notes'),
    consultantId: integer('consultant_id').references(() => consultants.id),
    consultSkills: jsonb('consult_skills').$type<string[]>().notNull().default([]),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contracts_public_id_idx').on(t.theContractId),
    index('contracts_client_status_idx')
      .on(t.clientCompanyId, t.status)
      .where(sql`${t.deletedAt} is null`),
    index('contracts_live_id_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is null`),
    index('contracts_live_status_id_idx')
      .on(t.status, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The sortable columns: a sorted page walks an index instead of sorting every contract.
    // With the id, which breaks ties in the sort's direction: one walk either way, even over ties.
    ...(['contractStart', 'contractEnd'] as const).map((column) =>
      index(`contracts_live_${t[column].name}_idx`)
        .on(t[column], t.id)
        .where(sql`${t.deletedAt} is null`),
    ),
    // A sort by a company's name walks companies_name_search_idx and, for each company in turn,
    // its contracts newest first: a page without sorting every contract.
    ...(['clientCompanyId', 'vendorCompanyId'] as const).map((column) =>
      index(`contracts_live_${t[column].name}_id_idx`)
        .on(t[column], t.id)
        .where(sql`${t.deletedAt} is null`),
    ),
    // The type filter (the whole value, ignoring case) walks this in id order, and counts from it
    // alone: it holds the type itself and the status too. How many contracts have each type, the
    // planner learns from contracts_type_stats (CREATE STATISTICS, in migration 0017): a partial
    // index gives it none.
    index('contracts_live_type_idx')
      .on(sql`lower(${t.type})`, t.id, t.type, t.status)
      .where(sql`${t.deletedAt} is null`),
    index('contracts_consultant_idx').on(t.consultantId),
    // A sort by consultant walks the contracts without one apart, in id order: here, instead of
    // every live contract's id, only theirs.
    index('contracts_live_unassigned_id_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is null and ${t.consultantId} is null`),
    index('contracts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The sorts by today's prices, margin and markup walk these, as by any other column.
    ...(['clientPrice', 'vendorPrice'] as const).map((column) =>
      index(`contracts_live_${t[column].name}_idx`)
        .on(t[column], t.id)
        .where(sql`${t.deletedAt} is null`),
    ),
    index('contracts_live_margin_idx')
      .on(sql`(${t.clientPrice} - ${t.vendorPrice})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('contracts_live_markup_idx')
      .on(
        sql`(round((${t.clientPrice} - ${t.vendorPrice}) / nullif(${t.vendorPrice}, 0) * 100, 2))`,
        t.id,
      )
      .where(sql`${t.deletedAt} is null`),
    // The copies whose term is not in effect on a day: those a new day copies again.
    index('contracts_term_until_idx').on(t.termUntil),
    index('contracts_term_from_idx').on(t.termFrom),
    // notice_deadline is contract_end − notice_days, never stored: its filter and sort walk this.
    index('contracts_live_notice_deadline_idx')
      .on(sql`(${t.contractEnd} - ${t.noticeDays})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    check(
      'contracts_status_check',
      sql`${t.status} in ('not started', 'ongoing', 'ended', 'unknown')`,
    ),
    check('contracts_renewal_check', sql`${t.renewal} in (${namesInSql(RENEWALS)})`),
    check('contracts_notice_days_check', sql`${t.noticeDays} between 0 and 365`),
  ],
)

/** Bytes as PostgreSQL keeps them (bytea): a Buffer from postgres.js, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * A contract's documents (the signed contract, a statement of work, a purchase order…), their
 * bytes in the database itself: a backup, a restore and PostgreSQL carry them with the rest.
 */
export const contractAttachments = pgTable(
  'contract_attachments',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    kind: text('kind', { enum: ATTACHMENT_KINDS }).notNull().default('other'),
    expiresOn: date('expires_on'),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
  },
  (t) => [
    index('contract_attachments_contract_idx').on(t.contractId, t.id),
    // The expiry notices look for documents expiring soon.
    index('contract_attachments_expiry_idx').on(t.expiresOn),
    check('contract_attachments_kind_check', sql`${t.kind} in (${namesInSql(ATTACHMENT_KINDS)})`),
  ],
)

/**
 * A contract's terms: its prices and workload from a day on. The first starts on the contract's
 * start; each later one from its `effective_from`. `valid_from` and `valid_until` say when each is
 * the one in effect (derived from the days of the contract's terms by retimeTerms, on every write
 * of them): the first from the beginning of time (it also answers before the contract starts), each
 * until the next one's day. So the term in effect on a day is one row of a range condition; the
 * contract's row holds a copy of it (see contracts).
 */
export const contractTerms = pgTable(
  'contract_terms',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    validFrom: daysFrom('valid_from'),
    validUntil: daysUntil('valid_until'),
    ...termValues(),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contract_terms_day_idx').on(t.contractId, t.effectiveFrom),
    // A contract's term in effect on a day (its copy, its terms' list).
    index('contract_terms_in_effect_idx').on(t.contractId, t.validUntil, t.validFrom),
  ],
)

/**
 * How many live contracts each status has, and what their terms in effect add up to (each
 * contract's copy of it: prices, margin, the allocations and how many have one), split over
 * TALLY_SLOTS rows per status (a contract counts in slot id mod TALLY_SLOTS), so that writers of
 * different contracts seldom wait on one row. Kept by the contract writes in their own statement
 * (server/db/contract-tallies.ts); the unsearched totals, and the summary and groups by status of
 * the contracts unfiltered or by status alone, sum it instead of reading every contract.
 */
export const contractTallies = pgTable(
  'contract_tallies',
  {
    status: text('status', { enum: CONTRACT_STATUSES }).notNull(),
    slot: integer('slot').notNull(),
    live: integer('live').notNull(),
    clientPriceSum: numeric('client_price_sum').notNull().default('0'),
    vendorPriceSum: numeric('vendor_price_sum').notNull().default('0'),
    marginSum: numeric('margin_sum').notNull().default('0'),
    allocationSum: numeric('allocation_sum').notNull().default('0'),
    allocations: integer('allocations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.slot] })],
)

/**
 * How many live contracts start, and how many end, in each month (its first day), split over
 * TALLY_SLOTS rows as contract_tallies is. Kept by the same contract writes, in the same statement;
 * the overview sums twelve months of it instead of counting every contract they hold.
 */
export const contractMonthTallies = pgTable(
  'contract_month_tallies',
  {
    side: text('side', { enum: ['start', 'end'] }).notNull(),
    month: date('month').notNull(),
    slot: integer('slot').notNull(),
    live: integer('live').notNull(),
  },
  (t) => [primaryKey({ columns: [t.side, t.month, t.slot] })],
)

/**
 * How many inquiries each status has, and how many positions each stage, split over TALLY_SLOTS
 * rows by inquiry id as contract_tallies is. Kept by the inquiry and position writes in their own
 * statements (server/db/inquiries.ts); the overview sums it instead of counting every row.
 */
export const inquiryTallies = pgTable(
  'inquiry_tallies',
  {
    kind: text('kind', { enum: ['inquiry', 'position'] }).notNull(),
    status: text('status').notNull(),
    slot: integer('slot').notNull(),
    live: integer('live').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status, t.slot] })],
)

/**
 * Every write to a contract, an inquiry (and its positions), a user, a record resource or a saved
 * view, written by the write itself in the same statement or transaction (server/db/history.ts).
 * `changes` holds only the fields whose value changed, as `{field: {from, to}}`. It is also the
 * change feed (`GET /api/v1/events`, server/live): its ids are the events' ids, and a statement
 * that adds entries notifies channel `feed` with the highest id, on commit (migration 0021).
 */
export const history = pgTable(
  'history',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    resource: text('resource', { enum: HISTORY_RESOURCES }).notNull(),
    recordId: integer('record_id').notNull(),
    /** An inquiry's entry about one of its positions. */
    positionId: integer('position_id'),
    /** Null when no signed-in person wrote it (the command line, seeding). */
    actorId: integer('actor_id').references(() => users.id),
    action: text('action', { enum: HISTORY_ACTIONS }).notNull(),
    changes: jsonb('changes').notNull().default({}),
  },
  (t) => [
    // One record's entries, newest first; the activity list by resource and by actor.
    index('history_record_idx').on(t.resource, t.recordId, t.id),
    index('history_resource_idx').on(t.resource, t.id),
    index('history_actor_idx').on(t.actorId, t.id),
    index('history_at_idx').on(t.at),
  ],
)

/**
 * A person's saved list filters (a "view"): the list's URL search parameters under a name, kept for
 * its owner and, when shared, shown to their peers. At most one default per owner and list.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    resource: text('resource', { enum: VIEW_RESOURCES }).notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    shared: boolean('shared').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_idx').on(t.ownerId, t.resource, sql`lower(${t.name})`),
    uniqueIndex('saved_views_owner_default_idx')
      .on(t.ownerId, t.resource)
      .where(sql`${t.isDefault}`),
    index('saved_views_shared_idx')
      .on(t.resource, t.ownerId)
      .where(sql`${t.shared}`),
    check('saved_views_resource_check', sql`${t.resource} in (${namesInSql(VIEW_RESOURCES)})`),
  ],
)

/**
 * How a person likes their tables (per list: the columns in order, the density), kept with them so
 * it follows them to another browser. Only what they set is kept; the answer fills in defaults.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  tables: jsonb('tables')
    .$type<Record<string, { columns?: string[]; density?: string }>>()
    .notNull()
    .default({}),
  updatedAt: updatedAt(),
})

/**
 * The table of a record resource (src/interface/record.ts), drawn from its declaration: its texts,
 * and the id, version and times every row has. Each is exported below by name, for the migrations.
 */
export function recordTable(resource: RecordResource) {
  const { keys, fields } = resource.record
  const texts = Object.fromEntries(
    keys.map((key) => [key, fields[key]!.required ? text(key).notNull() : text(key)]),
  )
  return pgTable(resource.name, {
    id: serial('id').primaryKey(),
    ...texts,
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  })
}

/**
 * A person's notifications (server/db/notifications.ts, made by the schedule of server/notify).
 * `key` names what it is about (the contract and its end, the history entry): unique with the
 * person, so a second run, a restart or a second process never makes one twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.key),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId, t.id)
      .where(sql`${t.readAt} is null`),
    check('notifications_kind_check', sql`${t.kind} in (${namesInSql(NOTIFICATION_KINDS)})`),
  ],
)

/**
 * Explicit follows and unfollows. Without a row a person follows what they created or edited
 * (their entries in the history); `following = false` is an unfollow, which wins over that.
 */
export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    resource: text('resource', { enum: HISTORY_RESOURCES }).notNull(),
    recordId: integer('record_id').notNull(),
    following: boolean('following').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resource, t.recordId] }),
    index('follows_record_idx').on(t.resource, t.recordId),
  ],
)

/** The daily e-mail digests sent (or found empty): one per person and day, never a second. */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

/**
 * How far the schedule has read the history for `changed_while_following`: written by the
 * schedule alone, under its lock. No row reads as 0.
 */
export const notificationCursors = pgTable('notification_cursors', {
  name: text('name').primaryKey(),
  lastId: integer('last_id').notNull(),
})
