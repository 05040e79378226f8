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
  renewal: 'Renewal',
  anyRenewal: 'Any decision',
  marginBelow: 'Margin below',
  anyMargin: 'Any margin',
  startsBetween: 'Starts between',
  endsBetween: 'Ends between',
  noticeDeadlineBetween: 'Notice deadline between',
  /** A chip's name for the notice deadline range: "Notice deadline 1 Jan 2027 – 8 Jan 2027". */
  noticeDeadline: 'Notice deadline',
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
