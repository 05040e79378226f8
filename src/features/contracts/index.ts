export { contractQueries } from './api'
export { CONTRACT_SEARCH_ID, contractIdOf, ContractListSearch, PER_PAGE_OPTIONS } from './search'
