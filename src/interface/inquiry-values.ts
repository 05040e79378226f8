/**
 * The inquiry and position enums as plain constants, without zod: the dashboard's entry chunk (route
 * search parameters) reads them, and zod stays out of it.
 */
export const POSITION_TYPES = ['full_time', 'part_time', 'contract', 'freelance'] as const
export const EXPERIENCE_LEVELS = ['junior', 'mid', 'senior', 'lead'] as const
export const REMOTE_OPTIONS = ['yes', 'no', 'hybrid'] as const
export const INQUIRY_STATUSES = ['pending', 'cancelled'] as const
export const POSITION_STAGES = ['pending', 'cancelled'] as const
