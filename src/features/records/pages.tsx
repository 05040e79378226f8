import type { ComponentType } from 'react'
import { RecordListPage } from './RecordListPage'
import { EditRecordPage, NewRecordPage } from './RecordFormPage'
import type { RecordFeature } from './kit'
import { recordFeatureOf } from './registry'

/** A page of the record resource named by the route: its part found by name (registry.ts). */
const ofResource =
  (Page: ComponentType<{ feature: RecordFeature }>) =>
  ({ name }: { name: string }) => <Page feature={recordFeatureOf(name)!} />

export const RecordListPageOf = ofResource(RecordListPage)
export const NewRecordPageOf = ofResource(NewRecordPage)
export const EditRecordPageOf = ofResource(EditRecordPage)
