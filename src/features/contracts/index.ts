export { contractQueries } from './api'
export { CONTRACT_SEARCH_ID, ContractListSearch, PER_PAGE_OPTIONS } from './search'
export { useContractHistoryFields } from './history-fields'
