import type { Database } from '../db/open'
import { recountContractTallies } from '../db/contracts'
import {
  COMPANY_FORMS,
  COMPANY_KINDS,
  COMPANY_WORDS,
  FIRST_NAMES,
  LAST_NAMES,
  pick,
  ROLES,
} from '../db/sample-words'
import { companies, consultants, contracts } from '../db/schema'
import { CONTRACT_STATUSES } from '../../src/interface/contract-values'

const BATCH = 2000
/** The year the contracts' dates are laid around (so a seed made this year has the same dates). */
export const SEED_YEAR = new Date().getUTCFullYear()

async function insertInBatches<T>(
  total: number,
  insert: (from: number, to: number) => Promise<T[]>,
): Promise<T[]> {
  const all: T[] = []
  for (let from = 0; from < total; from += BATCH)
    all.push(...(await insert(from, Math.min(total, from + BATCH))))
  return all
}

/** Bulk companies, consultants and contracts: one transaction per batch, search text computed here. */
export async function seedContracts(
  db: Database,
  counts: { companies: number; consultants: number; contracts: number },
  progress: (line: string) => void,
) {
  const companyRows = await insertInBatches(counts.companies, (from, to) =>
    db.transaction((tx) =>
      tx
        .insert(companies)
        .values(
          Array.from({ length: to - from }, (_, i) => {
            const n = from + i
            return {
              name: `${pick(COMPANY_WORDS, n)} ${pick(COMPANY_KINDS, n * 7 + 3)} ${n + 1} ${pick(COMPANY_FORMS, n * 5)}`,
            }
          }),
        )
        .onConflictDoNothing()
        .returning({ id: companies.id, name: companies.name }),
    ),
  )
  progress(`${companyRows.length} companies`)
  const consultantRows = await insertInBatches(counts.consultants, (from, to) =>
    db.transaction((tx) =>
      tx
        .insert(consultants)
        .values(
          Array.from({ length: to - from }, (_, i) => {
            const n = from + i
            return {
              name: `${pick(FIRST_NAMES, n)} ${pick(LAST_NAMES, n * 3 + (n % 7))}`,
              title: pick(ROLES, n * 11),
            }
          }),
        )
        .returning({ id: consultants.id, name: consultants.name }),
    ),
  )
  progress(`${consultantRows.length} consultants`)
  // Starts spread over about four years, from three years before this one's first day: past,
  // running and future contracts, some ending any day now, as a live business has them.
  const firstStart = Date.UTC(SEED_YEAR - 3, 0, 1)
  for (let from = 0; from < counts.contracts; from += BATCH) {
    const to = Math.min(counts.contracts, from + BATCH)
    await db.transaction(async (tx) => {
      await tx.insert(contracts).values(
        Array.from({ length: to - from }, (_, i) => {
          const n = from + i
          const client = pick(companyRows, n * 13)
          const vendor = pick(companyRows, n * 29 + 1)
          const consultant = n % 10 === 0 ? undefined : pick(consultantRows, n * 17)
          const theContractId = `BULK-${String(n + 1).padStart(6, '0')}`
          const start = new Date(firstStart + (n % 1500) * 86_400_000)
          const infinite = n % 9 === 0
          return {
            theContractId,
            clientContractId: `PO-${(n * 7919) % 1_000_000}`,
            status: pick(CONTRACT_STATUSES, n * 3),
            contractStart: start.toISOString().slice(0, 10),
            contractEnd: infinite
              ? null
              : new Date(start.getTime() + 180 * 86_400_000).toISOString().slice(0, 10),
            isInfinite: infinite,
            type: n % 3 === 0 ? 'fixed' : 'hourly',
            allocation: String(20 + (n % 9) * 10),
            unit: 'hours',
            clientPrice: String(60 + (n % 80)) + '.50',
            vendorPrice: String(45 + (n % 60)) + '.25',
            vat: '25.5',
            clientCompanyId: client.id,
            vendorCompanyId: vendor.id,
            consultantId: consultant?.id ?? null,
            consultSkills: consultant
              ? [
                  pick(['TypeScript', 'SQL', 'Java', 'Go', 'React'], n),
                  pick(['AWS', 'Azure', 'Kubernetes'], n),
                ]
              : [],
            searchText: [
              theContractId,
              `PO-${(n * 7919) % 1_000_000}`,
              client.name,
              vendor.name,
              consultant?.name,
            ]
              .filter(Boolean)
              .join('\n')
              .toLowerCase(),
          }
        }),
      )
    })
    progress(`${to} / ${counts.contracts} contracts`)
  }
  await recountContractTallies(db)
}
