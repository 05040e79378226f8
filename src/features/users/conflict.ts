import type { EditUserBody, UserRecord } from '../../interface'
import type { ConflictRow } from '../../lib/ui/conflict/ConflictDialog'
import type { UserMessages } from './messages'

/** What the user editor holds: the record's editable fields (type and company for admins only). */
export type UserFormValues = EditUserBody

/** The editor's values for `user`, as it opens. */
export function userToFormValues(user: UserRecord, isAdmin: boolean): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    ...(isAdmin ? { type: user.type, company: { name: user.company.name } } : {}),
  }
}

/** The fields a conflict can name, in the form's order. The password is never shown: it is kept. */
export const CONFLICT_FIELDS = ['name', 'email', 'phone', 'type', 'company'] as const
type Field = (typeof CONFLICT_FIELDS)[number]

function shown(field: Field, values: UserFormValues, t: UserMessages): string {
  if (field === 'company') {
    const company = values.company
    return company && 'name' in company ? company.name : ''
  }
  if (field === 'type') return values.type ? t[values.type] : ''
  return values[field] ?? ''
}

const LABELS: Record<Field, keyof UserMessages> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  type: 'userType',
  company: 'company',
}

/**
 * Every field the person or the other writer changed since the person opened the user
 * (`original`): both to different values is contested; the same change is no conflict.
 */
export function userConflictRows(
  original: UserFormValues,
  yours: UserFormValues,
  theirs: UserFormValues,
  t: UserMessages,
): ConflictRow[] {
  return CONFLICT_FIELDS.flatMap((field) => {
    if (!(field in original)) return []
    const was = shown(field, original, t).trim()
    const mine = shown(field, yours, t).trim()
    const other = shown(field, theirs, t).trim()
    const changedByYou = mine !== was
    const changedByThem = other !== was
    if ((!changedByYou && !changedByThem) || (changedByYou && mine === other)) return []
    return [
      {
        field,
        label: t[LABELS[field]] as string,
        yours: shown(field, yours, t),
        theirs: shown(field, theirs, t),
        contested: changedByYou && changedByThem,
        changedBy: changedByYou ? 'yours' : 'theirs',
      } satisfies ConflictRow,
    ]
  })
}
