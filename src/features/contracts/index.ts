export { contractQueries } from './api'
export { CONTRACT_SEARCH_ID, ContractIdParam, ContractListSearch, PER_PAGE_OPTIONS } from './search'
