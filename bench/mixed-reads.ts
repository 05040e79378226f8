/** The reads of the mix: every list, as admins and as clients, with filters and pages. */
import { CONTRACT_STATUSES } from '../src/interface'
import type { Operation, Worker } from './mixed-driver'
import { chance, pick, random } from './mixed-random'

/** Mostly the first pages, as people page; now and then anywhere up to `last`. */
const page = (last: number) => {
  const r = Math.random()
  return Math.min(last, r < 0.5 ? 1 : r < 0.85 ? 2 + random(9) : 1 + random(last))
}
const perPage = () => (chance(0.25) ? 50 : 10)

const INQUIRY_TERMS = ['eng', 'an', 'nurse', 'Anna', 'dev', 'logistics', 'mixed', '42']
const CONTRACT_TERMS = ['nie', 'an', 'Nordic', 'Virtanen', 'Systems', 'mx-', 'Acme']
const COMPANY_TERMS = ['ab', 'oy', 'ac', 'nordic', 'sys', 'lake', 'acme', 'partners', 'gmbh']
const USER_TERMS = ['a', 'an', 'mixed', 'example', 'ben']

const query = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined)
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : ''
}

const read = (
  name: string,
  weight: number,
  path: (w: Worker) => { path: string; token: string },
): Operation => {
  const operation: Operation = {
    name,
    kind: 'read',
    weight,
    run: async (w) => {
      const target = path(w)
      await w.request(operation, 'GET', target.path, target.token)
    },
  }
  return operation
}

/** 80 of the 100: the lists, with and without filters, on the first pages mostly. */
export const READS: Operation[] = [
  read('GET inquiries (admin)', 10, (w) => ({
    path: `/api/v1/inquiries${query({ page: page(w.setup.inquiryPages), per_page: perPage() })}`,
    token: w.setup.adminToken,
  })),
  read('GET inquiries (client)', 12, (w) => ({
    path: `/api/v1/inquiries${query({ page: page(5), per_page: perPage() })}`,
    token: w.clientToken,
  })),
  read('GET inquiries?q=', 6, (w) => ({
    path: `/api/v1/inquiries${query({ q: pick(INQUIRY_TERMS), page: page(3) })}`,
    token: chance(0.5) ? w.setup.adminToken : w.clientToken,
  })),
  read('GET inquiry/{id}/positions', 12, (w) =>
    w.inquiries.length > 0 && chance(0.3)
      ? { path: `/api/v1/inquiry/${pick(w.inquiries)}/positions`, token: w.clientToken }
      : {
          path: `/api/v1/inquiry/${pick(w.setup.inquiryIds)}/positions`,
          token: w.setup.adminToken,
        },
  ),
  read('GET contracts', 18, (w) => ({
    path: `/api/v1/contracts${query({
      status: chance(0.4) ? pick(CONTRACT_STATUSES) : undefined,
      search: chance(0.4) ? pick(CONTRACT_TERMS) : undefined,
      sort: chance(0.1) ? '-contract_start' : undefined,
      page: page(w.setup.contractPages),
      per_page: perPage(),
    })}`,
    token: w.setup.adminToken,
  })),
  read('GET companies?search=&limit=20', 11, (w) => ({
    path: `/api/v1/companies${query({ search: pick(COMPANY_TERMS), limit: 20 })}`,
    token: w.setup.adminToken,
  })),
  read('GET users', 11, (w) =>
    chance(0.6)
      ? {
          path: `/api/v1/users${query({ page: page(3), search: chance(0.3) ? pick(USER_TERMS) : undefined })}`,
          token: w.setup.adminToken,
        }
      : { path: '/api/v1/users', token: w.clientToken },
  ),
]
