export { inquiryQueries, industryQueries } from './api'
export { INQUIRY_SEARCH_ID, InquiryListSearch, orderIdOf, PER_PAGE_OPTIONS } from './search'
