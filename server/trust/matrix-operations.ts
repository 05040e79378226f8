import { TEST_PASSWORD } from '../test/harness'
import { testPostgresUrl } from '../test/postgres'
import type { Fixture } from './fixtures'

/**
 * The authorization matrix: every operation × every kind of caller → the status the decisions page
 * gives. 401 for no, a malformed, an expired or a revoked token and for a soft-deleted user; 403 for
 * a client on an admin operation; 404 for another company's rows (as for a row that is not there).
 */

export const ACTORS = [
  'no token',
  'malformed token',
  'expired token',
  'revoked token',
  'soft-deleted user',
  'client of the owning company',
  'client of another company',
  'admin',
] as const
export type Actor = (typeof ACTORS)[number]

/**
 * anyone; signed in (nothing owned by a company); company (owned by Acme); admin only; only the
 * server's METRICS_TOKEN, which no user's token is (401 for every actor).
 */
export type Access = 'anyone' | 'signed in' | 'company' | 'admin' | 'metrics token'

export interface Request {
  method: string
  path: string
  body?: unknown
}

export interface MatrixOperation {
  name: string
  access: Access
  success: number
  request: (f: Fixture) => Request
  /** The same request for a row that does not exist: another company's must answer the same. */
  missing?: (f: Fixture) => Request
  /** Text only the owning company (and admins) may see in the answer. */
  private?: (f: Fixture) => string
}

export const MISSING = 999_999
const position = {
  stage: 'pending',
  title: 'Matrix tester',
  type: 'contract',
  budget: '100',
  job_start: '2026-01-01T09:00:00Z',
  job_end: '2026-06-30T17:00:00Z',
  description: 'Tests',
}

export const OPERATIONS: MatrixOperation[] = [
  { name: 'GET /api/health', access: 'anyone', success: 200, request: () => get('/api/health') },
  {
    name: 'POST /api/v1/auth/token',
    access: 'anyone',
    success: 201,
    request: (f) => post('/api/v1/auth/token', { email: f.client.email, password: TEST_PASSWORD }),
  },
  {
    name: 'DELETE /api/v1/auth/token',
    access: 'signed in',
    success: 204,
    request: () => ({ method: 'DELETE', path: '/api/v1/auth/token' }),
  },
  {
    name: 'GET /api/v1/user',
    access: 'signed in',
    success: 200,
    request: () => get('/api/v1/user'),
  },
  {
    name: 'GET /api/v1/users',
    access: 'signed in',
    success: 200,
    request: () => get('/api/v1/users?per_page=100'),
    private: (f) => f.colleague.email,
  },
  {
    name: 'GET /api/v1/users/{id}',
    access: 'company',
    success: 200,
    request: (f) => get(`/api/v1/users/${f.colleague.id}`),
    missing: () => get(`/api/v1/users/${MISSING}`),
  },
  {
    name: 'POST /api/v1/users',
    access: 'signed in',
    success: 201,
    request: () =>
      post('/api/v1/users', {
        name: 'New Person',
        email: 'new.person@example.com',
        password: 'long-enough-1',
        confirm_password: 'long-enough-1',
      }),
  },
  {
    name: 'POST /api/v1/users/{id}/edit',
    access: 'company',
    success: 200,
    request: (f) => post(`/api/v1/users/${f.colleague.id}/edit`, { name: 'Renamed' }),
    missing: () => post(`/api/v1/users/${MISSING}/edit`, { name: 'Renamed' }),
  },
  {
    name: 'DELETE /api/v1/users/{id}',
    access: 'company',
    success: 200,
    request: (f) => ({ method: 'DELETE', path: `/api/v1/users/${f.colleague.id}` }),
    missing: () => ({ method: 'DELETE', path: `/api/v1/users/${MISSING}` }),
  },
  {
    name: 'POST /api/v1/inquiries',
    access: 'signed in',
    success: 201,
    request: () =>
      post('/api/v1/inquiries', {
        title: 'Matrix inquiry',
        industry: { name: 'Software' },
        hires: [{ title: 'Engineer', type: 'full_time' }],
      }),
  },
  {
    name: 'GET /api/v1/inquiries',
    access: 'signed in',
    success: 200,
    request: () => get('/api/v1/inquiries?per_page=100'),
    private: () => 'Acme secret project',
  },
  {
    name: 'GET /api/v1/inquiry/{orderId}',
    access: 'company',
    success: 200,
    request: (f) => get(`/api/v1/inquiry/${f.inquiry.id}`),
    missing: () => get(`/api/v1/inquiry/${MISSING}`),
  },
  {
    name: 'POST /api/v1/inquiry/{orderId}/cancel',
    access: 'company',
    success: 200,
    request: (f) => post(`/api/v1/inquiry/${f.inquiry.id}/cancel`),
    missing: () => post(`/api/v1/inquiry/${MISSING}/cancel`),
  },
  {
    name: 'GET /api/v1/inquiry/{orderId}/positions',
    access: 'company',
    success: 200,
    request: (f) => get(`/api/v1/inquiry/${f.inquiry.id}/positions`),
    missing: () => get(`/api/v1/inquiry/${MISSING}/positions`),
  },
  {
    name: 'POST /api/v1/inquiry/{orderId}/positions',
    access: 'company',
    success: 200,
    request: (f) => post(`/api/v1/inquiry/${f.inquiry.id}/positions`, position),
    missing: () => post(`/api/v1/inquiry/${MISSING}/positions`, position),
  },
  {
    name: 'POST /api/v1/inquiry/{orderId}/positions/{positionId}/cancel',
    access: 'company',
    success: 200,
    request: (f) =>
      post(`/api/v1/inquiry/${f.inquiry.id}/positions/${f.inquiry.positionIds[0]}/cancel`),
    missing: (f) => post(`/api/v1/inquiry/${MISSING}/positions/${f.inquiry.positionIds[0]}/cancel`),
  },
  {
    name: 'GET /api/v1/industries',
    access: 'signed in',
    success: 200,
    request: () => get('/api/v1/industries'),
  },
  {
    name: 'GET /api/v1/contracts',
    access: 'admin',
    success: 200,
    request: () => get('/api/v1/contracts'),
  },
  {
    name: 'POST /api/v1/contracts',
    access: 'admin',
    success: 201,
    request: (f) =>
      post('/api/v1/contracts', {
        the_contract_id: 'MATRIX-1',
        client_company_id: f.client.companyId,
        vendor_company_id: f.other.companyId,
        contract_start: '2026-01-01',
      }),
  },
  {
    name: 'GET /api/v1/contracts/{the_contract_id}',
    access: 'admin',
    success: 200,
    request: (f) => get(`/api/v1/contracts/${f.contract.publicId}`),
  },
  {
    name: 'GET /api/v1/contracts/id/{id}',
    access: 'admin',
    success: 200,
    request: (f) => get(`/api/v1/contracts/id/${f.contract.id}`),
  },
  {
    name: 'POST /api/v1/contracts/{the_contract_id}/edit',
    access: 'admin',
    success: 200,
    request: (f) => post(`/api/v1/contracts/${f.contract.publicId}/edit`, { status: 'ongoing' }),
  },
  {
    name: 'POST /api/v1/contracts/id/{id}/edit',
    access: 'admin',
    success: 200,
    request: (f) => post(`/api/v1/contracts/id/${f.contract.id}/edit`, { status: 'ended' }),
  },
  {
    name: 'DELETE /api/v1/contracts/{the_contract_id}',
    access: 'admin',
    success: 200,
    request: (f) => ({ method: 'DELETE', path: `/api/v1/contracts/${f.contract.publicId}` }),
  },
  {
    name: 'DELETE /api/v1/contracts/id/{id}',
    access: 'admin',
    success: 200,
    request: (f) => ({ method: 'DELETE', path: `/api/v1/contracts/id/${f.contract.id}` }),
  },
  {
    name: 'GET /api/v1/contracts/export.csv',
    access: 'admin',
    success: 200,
    request: () => get('/api/v1/contracts/export.csv'),
  },
  {
    name: 'GET /api/v1/backup',
    access: 'admin',
    // PostgreSQL is backed up with pg_dump: the endpoint says so.
    success: testPostgresUrl() ? 501 : 200,
    request: () => get('/api/v1/backup'),
  },
  {
    name: 'GET /metrics',
    access: 'metrics token',
    success: 200,
    request: () => get('/metrics'),
  },
  {
    name: 'GET /api/v1/companies',
    access: 'admin',
    success: 200,
    request: () => get('/api/v1/companies'),
  },
  {
    name: 'GET /api/v1/consultants',
    access: 'admin',
    success: 200,
    request: () => get('/api/v1/consultants'),
  },
]

export function get(path: string): Request {
  return { method: 'GET', path }
}
export function post(path: string, body: unknown = undefined): Request {
  return { method: 'POST', path, body }
}

const SIGNED_OUT: Actor[] = [
  'no token',
  'malformed token',
  'expired token',
  'revoked token',
  'soft-deleted user',
]

export function expectedStatus(operation: MatrixOperation, actor: Actor): number {
  if (operation.access === 'anyone') return operation.success
  if (operation.access === 'metrics token') return 401
  if (SIGNED_OUT.includes(actor)) return 401
  if (actor === 'admin' || operation.access === 'signed in') return operation.success
  if (operation.access === 'admin') return 403
  return actor === 'client of the owning company' ? operation.success : 404
}

export function authorization(f: Fixture, actor: Actor): string | undefined {
  switch (actor) {
    case 'no token':
      return undefined
    case 'malformed token':
      // A live admin token inside a header that is not one bearer token: must not be picked out.
      return `Bearer ${f.admin.token} ${f.admin.token}`
    case 'expired token':
      return `Bearer ${f.badTokens.expired}`
    case 'revoked token':
      return `Bearer ${f.badTokens.revoked}`
    case 'soft-deleted user':
      return `Bearer ${f.badTokens.deletedUser}`
    case 'client of the owning company':
      return `Bearer ${f.client.token}`
    case 'client of another company':
      return `Bearer ${f.other.token}`
    case 'admin':
      return `Bearer ${f.admin.token}`
  }
}
