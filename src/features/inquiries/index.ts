export { inquiryQueries, industryQueries } from './api'
export { INQUIRY_SEARCH_ID, InquiryListSearch, PER_PAGE_OPTIONS } from './search'
export { useInquiryHistoryFields } from './history-fields'
