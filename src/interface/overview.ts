import {
  CONTRACT_STATUSES,
  ContractRecord,
  NOTICE_WINDOWS,
  RENEWAL_HORIZON_DAYS,
  RENEWALS,
} from './contracts'
import { INQUIRY_STATUSES, POSITION_STAGES } from './inquiries'
import { z } from './messages'
import { ENDING_SOON_LIMIT, ENDING_WINDOWS } from './overview-values'

export * from './overview-values'

const countsOf = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<
      K[number],
      z.ZodNumber
    >,
  )

export const Overview = /* @__PURE__ */ z
  .object({
    contracts: z.object({
      by_status: countsOf(CONTRACT_STATUSES).meta({
        description: 'Live contracts by status; terminated ones count nowhere.',
      }),
      by_month: z
        .array(
          z.object({
            month: z.string().meta({ example: '2026-11' }),
            starting: z.number().int(),
            ending: z.number().int(),
          }),
        )
        .meta({
          description:
            'Twelve entries from the current month (UTC): contracts whose `contract_start` or ' +
            '`contract_end` falls in that month.',
        }),
      ending_within: countsOf(ENDING_WINDOWS).meta({
        description:
          'Contracts whose `contract_end` is from today up to and including today + 30, 60 or ' +
          '90 days. Open-ended contracts have no end and never count.',
      }),
      renewals: countsOf(RENEWALS).meta({
        description: `Extension: the renewal decisions of the contracts ending from today up to and including today + ${RENEWAL_HORIZON_DAYS} days.`,
      }),
      notice_deadlines_within: countsOf(NOTICE_WINDOWS).meta({
        description:
          'Extension: contracts whose `notice_deadline` is from today up to and including today + ' +
          '7 or 30 days.',
      }),
      ending_soon: z.array(ContractRecord).meta({
        description: `Up to ${ENDING_SOON_LIMIT} contracts ending from today on, soonest first (then by id), as the list answers them.`,
      }),
    }),
    inquiries: z.object({
      by_status: countsOf(INQUIRY_STATUSES),
      positions_by_stage: countsOf(POSITION_STAGES).meta({
        description: 'Positions of the inquiries counted; a cancelled inquiry’s are cancelled.',
      }),
    }),
  })
  .meta({ id: 'Overview' })
export type Overview = z.infer<typeof Overview>
