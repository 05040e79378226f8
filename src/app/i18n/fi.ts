// Finnish: every part's messages, each written in its own folder (messages.fi.ts) and gathered here
// by their file name, in one chunk fetched only when Finnish is chosen: a new feature's Finnish is
// found without a line here. Dates through dayjs's Finnish locale (month names), numbers through
// Intl (fi-FI).
import type { ComponentsJSON } from '@nanostores/i18n'
import 'dayjs/locale/fi'

const parts = import.meta.glob<ComponentsJSON>(
  ['../../lib/messages.fi.ts', '../messages.fi.ts', '../../features/*/messages.fi.ts'],
  { eager: true, import: 'default' },
)

export default Object.assign({}, ...Object.values(parts)) as ComponentsJSON
