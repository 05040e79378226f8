import type { InquiryListQuery } from '../../interface'
import { LIST_SEARCH } from '../../lib/list-search-schemas'
import { listSearch } from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

/** The inquiry list, as its URL says: the API's query of the list (InquiryListQuery). */
export type InquiryListSearch = InquiryListQuery

/** The inquiry list lives in the URL; anything malformed there falls back to a sensible default. */
export const InquiryListSearch = listSearch<InquiryListSearch>(LIST_SEARCH.inquiries)

/** The list's search box, which `/` and the command palette focus. */
export const INQUIRY_SEARCH_ID = 'inquiry-search'
