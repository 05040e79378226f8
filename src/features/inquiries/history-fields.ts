import { useMemo } from 'react'
import type { HistoryEntry } from '../../interface'
import { useMessages } from '../../lib/i18n'
import type { HistoryFields } from '../../lib/ui/history/fields'
import { inquiryLabels } from './labels'
import { inquiryMessages } from './messages'

/**
 * An inquiry's fields and its positions' in its history, labelled as their forms label them:
 * `fieldsOf(entry)` picks the position's for an entry about one of them.
 */
export function useInquiryHistoryFields() {
  const t = useMessages(inquiryMessages)
  return useMemo(() => {
    const labels = inquiryLabels(t)
    const state = { pending: t.pending, cancelled: t.cancelled }
    const inquiry: HistoryFields = {
      title: { label: t.fieldTitle, kind: 'text' },
      industry: { label: t.industry, kind: 'relation' },
      main_contact: { label: t.mainContact, kind: 'text' },
      description: { label: t.description, kind: 'markup' },
      company: { label: t.company, kind: 'relation' },
      status: { label: t.columnStatus, kind: 'choice', labels: state },
    }
    const position: HistoryFields = {
      title: { label: t.fieldTitle, kind: 'text' },
      type: { label: t.type, kind: 'choice', labels: labels.positionType },
      experience_level: {
        label: t.experienceLevel,
        kind: 'choice',
        labels: labels.experienceLevel,
      },
      is_remote_work: { label: t.remoteWork, kind: 'choice', labels: labels.remote },
      budget: { label: t.budget, kind: 'number' },
      allocation: { label: t.allocation, kind: 'percent' },
      job_start: { label: t.jobStart, kind: 'dateTime' },
      job_end: { label: t.jobEnd, kind: 'dateTime' },
      language_reqs: { label: t.languageReqs, kind: 'text' },
      description: { label: t.description, kind: 'markup' },
      order_need_reqs: { label: t.requirements, kind: 'requirements' },
      stage: { label: t.columnStage, kind: 'choice', labels: state },
    }
    return {
      inquiry,
      position,
      fieldsOf: (entry: Pick<HistoryEntry, 'position_id'>) =>
        entry.position_id === undefined ? inquiry : position,
    }
  }, [t])
}
