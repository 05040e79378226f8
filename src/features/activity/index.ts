export { recordLink, useHistoryFieldsOf, useResourceNames } from './fields'
