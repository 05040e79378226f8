import { useMemo } from 'react'
import { useMessages } from '../../lib/i18n'
import type { HistoryFields } from '../../lib/ui/history/fields'
import { renewalLabels, statusLabels } from './labels'
import { contractDocumentMessages } from './documents/messages'
import { contractMessages } from './messages'
import { contractTermMessages } from './terms/messages'

/** A contract's fields in its history, labelled as its form labels them. */
export function useContractHistoryFields(): HistoryFields {
  const t = useMessages(contractMessages)
  const terms = useMessages(contractTermMessages)
  const documents = useMessages(contractDocumentMessages)
  return useMemo(
    () => ({
      the_contract_id: { label: t.contractId, kind: 'text' },
      client_contract_id: { label: t.clientContractId, kind: 'text' },
      client_company: { label: t.clientCompany, kind: 'relation' },
      vendor_company: { label: t.vendorCompany, kind: 'relation' },
      consult_skills: { label: t.skills, kind: 'list' },
      consultant: { label: t.consultant, kind: 'relation' },
      status: { label: t.status, kind: 'choice', labels: statusLabels(t) },
      type: { label: t.type, kind: 'text' },
      contract_start: { label: t.startDate, kind: 'date' },
      contract_end: { label: t.endDate, kind: 'date' },
      is_infinite: { label: t.openEndedLabel, kind: 'boolean' },
      // A term's day and the reason given for it (a term added or removed, an extension).
      effective_from: { label: terms.effectiveFrom, kind: 'date' },
      allocation: { label: t.allocation, kind: 'percent' },
      max_hours: { label: t.maxHours, kind: 'number' },
      unit: { label: t.unit, kind: 'text' },
      notice_period: { label: t.noticePeriod, kind: 'text' },
      notice_days: { label: terms.noticeDays, kind: 'number' },
      renewal: { label: terms.renewal, kind: 'choice', labels: renewalLabels(t) },
      work_scope: { label: t.workScope, kind: 'text' },
      client_price: { label: t.clientPrice, kind: 'money' },
      vendor_price: { label: t.vendorPrice, kind: 'money' },
      vat: { label: t.vat, kind: 'percent' },
      service_code: { label: t.serviceCode, kind: 'text' },
      seller_id: { label: t.sellerId, kind: 'text' },
      hour_report: { label: t.hourReport, kind: 'text' },
      invoicing_channel: { label: t.invoicingChannel, kind: 'text' },
      client_contact: { label: t.clientContact, kind: 'text' },
      vendor_contact: { label: t.vendorContact, kind: 'text' },
      client_purchase_order: { label: t.clientPurchaseOrder, kind: 'text' },
      client_business_id: { label: t.clientBusinessId, kind: 'text' },
      vendor_company_for_client: { label: t.vendorForClient, kind: 'text' },
      notes: { label: t.notes, kind: 'text' },
      reason: { label: terms.reason, kind: 'text' },
      // A document added or deleted: its name.
      document: { label: documents.document, kind: 'text' },
    }),
    [t, terms, documents],
  )
}
