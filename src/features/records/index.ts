export type { RecordFeature, RecordPart, RecordWords } from './kit'
export { RECORD_FEATURES, recordFeatureOf, useRecordNames } from './registry'
