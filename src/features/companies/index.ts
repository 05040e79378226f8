export { companyQueries } from './api'
export { CompanyAutocomplete } from './CompanyAutocomplete'
