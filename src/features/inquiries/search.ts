import { INQUIRY_STATUSES } from '../../interface/inquiry-values'
import { oneOf, pagingOf, present, searchSchema, textOf, type Paging } from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

/** The inquiry list, as its URL says. */
export type InquiryListSearch = Paging & {
  q?: string
  status?: (typeof INQUIRY_STATUSES)[number]
}

const statusOf = oneOf(INQUIRY_STATUSES)

/** The inquiry list lives in the URL; anything malformed there falls back to a sensible default. */
export const InquiryListSearch = searchSchema((search): InquiryListSearch =>
  present({ ...pagingOf(search), q: textOf(search.q), status: statusOf(search.status) }),
)

/** The list's search box, which `/` and the command palette focus. */
export const INQUIRY_SEARCH_ID = 'inquiry-search'
