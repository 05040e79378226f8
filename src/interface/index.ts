/**
 * The interface: every request and answer as a zod schema, shared by the server, the dashboard and
 * the OpenAPI document. Each schema is declared with the bundlers' pure annotation (`@__PURE__` in
 * a comment before its first call): building a schema has no effect the dashboard needs, so its
 * build leaves out the ones it never uses (the API's answers and lists, 46 of them, which only the
 * server validates and documents). The server is not bundled and builds every one. A new schema is
 * declared the same way; `z.config` in messages.ts, which is not a schema, is not annotated.
 */
export * from './common'
export * from './companies'
export * from './users'
export * from './locales'
export { z } from './messages'
export * from './inquiries'
export * from './contracts'
export * from './contract-import'
export * from './attachments'
export * from './overview'
export * from './history'
export * from './views'
export * from './resources'
export * from './preferences'
export * from './live'
export * from './notifications'
