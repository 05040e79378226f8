import type { SelectProps } from '@mantine/core'
import type { Ref } from 'react'
import type { ConsultantList } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { consultantQueries } from '../api'
import type { ContractFormValues } from '../form-values'
import { contractMessages } from '../messages'
import { RemoteSelect } from './RemoteSelect'

type Selected = ContractFormValues['selected_consultant']

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> & {
  /** The editor's value: an existing consultant (`{ id, name?, title? }`), or none. */
  value: Selected | undefined
  onChange: (consultant: Selected) => void
  ref?: Ref<HTMLInputElement>
}

const pickConsultants = (answer: ConsultantList) =>
  answer.consultants.map((consultant) => ({ ...consultant, description: consultant.title }))

/**
 * An existing consultant, looked up on the server as the person types, in the editor's terms: the
 * contract's editor and the table's consultant cell both pick with it.
 */
export function ConsultantPicker({ value, onChange, ...props }: Props) {
  const t = useMessages(contractMessages)
  return (
    <RemoteSelect
      {...props}
      value={
        value && 'id' in value
          ? { id: value.id, name: value.name ?? `#${value.id}`, description: value.title }
          : null
      }
      onChange={(option) =>
        onChange(
          option
            ? { id: option.id, name: option.name, title: option.description ?? undefined }
            : null,
        )
      }
      query={consultantQueries.search}
      pick={pickConsultants}
      loadingLabel={t.loadingConsultants}
    />
  )
}
