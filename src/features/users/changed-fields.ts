import type { EditUserBody } from '../../interface'

type DirtyFlags = Partial<Record<keyof EditUserBody, unknown>>

/**
 * The edit endpoint merges what it is sent, so only what the person changed goes out. A password
 * always travels with its confirmation; an emptied phone is sent as null.
 */
export function changedFields(values: EditUserBody, dirty: DirtyFlags): EditUserBody {
  const body: EditUserBody = {}
  if (dirty.name) body.name = values.name
  if (dirty.email) body.email = values.email
  if (dirty.phone) body.phone = values.phone || null
  if (dirty.type) body.type = values.type
  if (dirty.company) body.company = values.company
  if (values.password) {
    body.password = values.password
    body.confirm_password = values.confirm_password
  }
  return body
}
