// Finnish: every part's messages, each written in its own folder (messages.fi.ts), in one chunk
// fetched only when Finnish is chosen. Dates through dayjs's Finnish locale (month names), numbers
// through Intl (fi-FI).
import 'dayjs/locale/fi'
import activity from '../../features/activity/messages.fi'
import auth from '../../features/auth/messages.fi'
import backup from '../../features/backup/messages.fi'
import companies from '../../features/companies/messages.fi'
import contracts from '../../features/contracts/messages.fi'
import inquiries from '../../features/inquiries/messages.fi'
import overview from '../../features/overview/messages.fi'
import profile from '../../features/profile/messages.fi'
import users from '../../features/users/messages.fi'
import views from '../../features/views/messages.fi'
import lib from '../../lib/messages.fi'
import app from '../messages.fi'

export default {
  ...lib,
  ...app,
  ...auth,
  ...backup,
  ...companies,
  ...profile,
  ...users,
  ...inquiries,
  ...contracts,
  ...overview,
  ...activity,
  ...views,
}
