import type { Formats } from '../../format'
import type { HistoryMessages } from './messages'

type Kind =
  | 'text'
  | 'markup'
  | 'date'
  | 'dateTime'
  | 'money'
  | 'number'
  | 'percent'
  | 'boolean'
  | 'relation'
  | 'list'
  | 'requirements'
  | 'secret'

/** How a history entry shows one field: its label as the form shows it, and its kind of value. */
export type HistoryField =
  { label: string; kind: Kind } | { label: string; kind: 'choice'; labels: Record<string, string> }

/** A record's fields by the names the API answers them with. */
export type HistoryFields = Record<string, HistoryField>

/** How an empty value reads. */
export const NONE = '—'

/**
 * A rich-text value (HTML) as plain text: parsed into an inert document (nothing loads, nothing
 * runs), then only its text is kept. The text is shown as text, never as markup.
 */
export function markupText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h\d|div|blockquote)>|<br\s*\/?>/gi, '$& ')
  const body = new DOMParser().parseFromString(spaced, 'text/html').body
  // A script's or style's text is no words of the record.
  for (const element of body.querySelectorAll('script, style, template')) element.remove()
  const text = body.textContent ?? ''
  return text.replace(/\s+/g, ' ').trim()
}

function plain(value: unknown, t: HistoryMessages): string {
  if (value === null || value === undefined || value === '') return NONE
  if (typeof value === 'boolean') return value ? t.yes : t.no
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (Array.isArray(value))
    return value.length === 0 ? NONE : value.map((item) => plain(item, t)).join(', ')
  if (typeof value === 'object' && 'name' in value) return plain(value.name, t)
  return JSON.stringify(value)
}

/** A requirement of a position: "Rust (expert, mandatory)". */
function requirement(value: unknown, t: HistoryMessages): string {
  if (typeof value !== 'object' || value === null || !('name' in value)) return plain(value, t)
  const notes = [
    'level' in value && typeof value.level === 'string' && value.level ? value.level : undefined,
    'mandatory' in value && value.mandatory === true ? t.mandatory : undefined,
  ].filter(Boolean)
  return notes.length ? `${plain(value.name, t)} (${notes.join(', ')})` : plain(value.name, t)
}

/** One side of a change, as a person reads it in the current language. */
export function formatValue(
  field: HistoryField | undefined,
  value: unknown,
  format: Formats,
  t: HistoryMessages,
): string {
  if (field?.kind === 'secret') return t.changed
  if (value === null || value === undefined || value === '') return NONE
  const numeric = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
  switch (field?.kind) {
    case 'markup':
      return typeof value === 'string' ? markupText(value) || NONE : plain(value, t)
    case 'date':
      return typeof value === 'string' ? format.date(value) : plain(value, t)
    case 'dateTime':
      return typeof value === 'string' ? format.dateTime(value) : plain(value, t)
    case 'money':
      return numeric && !Number.isNaN(Number(value)) ? format.money(Number(value)) : plain(value, t)
    case 'number':
      return numeric && !Number.isNaN(Number(value))
        ? format.number(Number(value))
        : plain(value, t)
    case 'percent':
      return numeric && !Number.isNaN(Number(value))
        ? `${format.number(Number(value))} %`
        : plain(value, t)
    case 'choice':
      return field.labels[String(value)] ?? plain(value, t)
    case 'requirements':
      return Array.isArray(value) && value.length > 0
        ? value.map((item) => requirement(item, t)).join(', ')
        : NONE
    default:
      return plain(value, t)
  }
}

/** A field's label; a field the catalogue does not know keeps its API name, made readable. */
export function labelOf(fields: HistoryFields, name: string): string {
  const label = fields[name]?.label
  if (label) return label
  const words = name.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
