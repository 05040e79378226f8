export { useEditTablePreferences, viewQueries } from './api'
export { SavedViewsMenu } from './components/SavedViewsMenu'
export { TableSettings } from './components/TableSettings'
export { viewMessages } from './messages'
export { DENSITY_SPACING, useTablePreferences, type TableLayout } from './table-preferences'
export { searchOfView } from './view-search'
export {
  sortingOf,
  sortOf,
  useColumnModel,
  type ColumnLayout,
  type ColumnModel,
} from './column-model'
