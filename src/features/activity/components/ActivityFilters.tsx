import { useResourceNames } from '../fields'
import { Group } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import type { Ref } from 'react'
import { HISTORY_RESOURCES } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { DatesInLanguage } from '../../../lib/ui/DatesInLanguage'
import { activityMessages } from '../messages'
import type { ActivityResource, ActivitySearch } from '../search'
import { leaveOnEscape } from './leave-on-escape'
import { PersonFilter } from './PersonFilter'
import { Select } from '../../../lib/ui/pickers'

type Props = {
  search: ActivitySearch
  personName: string | undefined
  onChange: (next: Partial<ActivitySearch>) => void
  personRef?: Ref<HTMLInputElement>
}

/** The activity's filters: which kind of record, whose writes, from which day on. */
export function ActivityFilters({ search, personName, onChange, personRef }: Props) {
  const t = useMessages(activityMessages)
  const names = useResourceNames()
  return (
    <Group align="flex-end" gap="md">
      <Select
        label={t.resource}
        placeholder={t.anyResource}
        clearable
        w={200}
        data={HISTORY_RESOURCES.map((resource) => ({
          value: resource,
          label: names.many(resource),
        }))}
        value={search.resource ?? null}
        onKeyDown={leaveOnEscape}
        onChange={(value) =>
          onChange({ resource: (value as ActivityResource | null) ?? undefined, page: 1 })
        }
      />
      <PersonFilter
        ref={personRef}
        value={search.actor_id}
        name={personName}
        onChange={(actor_id) => onChange({ actor_id, page: 1 })}
      />
      <DatesInLanguage>
        <DateInput
          label={t.since}
          placeholder={t.sincePlaceholder}
          valueFormat="YYYY-MM-DD"
          clearable
          w={180}
          value={search.since ?? null}
          onKeyDown={leaveOnEscape}
          onChange={(value) => onChange({ since: value ?? undefined, page: 1 })}
        />
      </DatesInLanguage>
    </Group>
  )
}
