import type { EXPERIENCE_LEVELS, POSITION_TYPES, REMOTE_OPTIONS } from '../../interface'
import type { InquiryMessages } from './messages'

export type PositionType = (typeof POSITION_TYPES)[number]
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]
export type RemoteWork = (typeof REMOTE_OPTIONS)[number]

/** The enums' names in the current language, in the interface's order. */
export function inquiryLabels(t: InquiryMessages) {
  return {
    positionType: {
      full_time: t.type_full_time,
      part_time: t.type_part_time,
      contract: t.type_contract,
      freelance: t.type_freelance,
    } satisfies Record<PositionType, string>,
    experienceLevel: {
      junior: t.level_junior,
      mid: t.level_mid,
      senior: t.level_senior,
      lead: t.level_lead,
    } satisfies Record<ExperienceLevel, string>,
    remote: {
      yes: t.remote_yes,
      no: t.remote_no,
      hybrid: t.remote_hybrid,
    } satisfies Record<RemoteWork, string>,
  }
}

export function selectData<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }))
}
