export { recordLink, useHistoryFieldsOf } from './fields'
