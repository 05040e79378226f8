import { useStore } from '@nanostores/react'
import { computed } from 'nanostores'
import { recordFeature, type RecordFeature, type RecordPart, type RecordWords } from './kit'

/**
 * Every record resource's part of the dashboard, found by its file's name: each folder's
 * `record.ts` (src/interface/record.ts declares the resource). Nothing else lists them.
 */
export const RECORD_FEATURES: readonly RecordFeature[] = Object.values(
  import.meta.glob<RecordPart>('../*/record.ts', { eager: true, import: 'default' }),
).map(recordFeature)

/** The record resource whose list (`timesheets`) or record (`timesheet`) this names, if any. */
export const recordFeatureOf = (name: string): RecordFeature | undefined =>
  RECORD_FEATURES.find(({ resource }) => resource.name === name || resource.record.one === name)

const allWords = computed(
  RECORD_FEATURES.map((feature) => feature.words),
  (...words) => words,
)

/**
 * A record resource's words in the language shown now, by its list's or its record's name: its
 * title (`Timesheets`), one record (`timesheet`) and its fields' labels; undefined for any other
 * resource.
 */
export function useRecordNames(): (name: string) => RecordWords | undefined {
  const words = useStore(allWords)
  return (name) => {
    const feature = recordFeatureOf(name)
    return feature && words[RECORD_FEATURES.indexOf(feature)]
  }
}
