export { RecordListPage } from './RecordListPage'
export { EditRecordPage, NewRecordPage } from './RecordFormPage'
