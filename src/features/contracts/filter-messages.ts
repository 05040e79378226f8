import { i18n, params } from '../../lib/i18n'

/** The contract list's "Filters" area and its chips. */
export const contractFilterMessages = i18n('contractFilters', {
  filters: 'Filters',
  hideFilters: 'Hide filters',
  clientCompany: 'Client company',
  vendorCompany: 'Vendor company',
  consultant: 'Consultant',
  type: 'Type',
  anyType: 'Any type',
  type_hourly: 'Hourly',
  type_fixed: 'Fixed price',
  startsBetween: 'Starts between',
  endsBetween: 'Ends between',
  pickRange: 'Pick the first and last day',
  searchCompanies: 'Search companies',
  searchConsultants: 'Search consultants',
  loadingCompanies: 'Loading companies',
  loadingConsultants: 'Loading consultants',
  /** A chip: "Client company: Acme Oy". */
  chip: params('{what}: {name}'),
  /** A chip whose company or consultant could not be found (no contract names it). */
  notFound: 'not found',
})

export type ContractFilterMessages = ReturnType<typeof contractFilterMessages.get>
