import type { EXPERIENCE_LEVELS, POSITION_TYPES, REMOTE_OPTIONS } from '../../interface'

export type PositionType = (typeof POSITION_TYPES)[number]
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]
export type RemoteWork = (typeof REMOTE_OPTIONS)[number]

export const POSITION_TYPE_LABELS: Record<PositionType, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  freelance: 'Freelance',
}

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
}

export const REMOTE_LABELS: Record<RemoteWork, string> = {
  yes: 'Remote',
  no: 'On site',
  hybrid: 'Hybrid',
}

export function selectData<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }))
}
