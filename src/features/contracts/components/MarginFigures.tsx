import { Badge, Group, TextInput } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ContractRecord } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { formatMarkup } from '../labels'
import { contractMessages } from '../messages'
import { contractTermMessages } from '../terms/messages'

type Props = { contract: Pick<ContractRecord, 'margin' | 'markup_percent' | 'thin_margin'> }

/**
 * The margin and markup of the prices in effect today, as the server works them out (read-only);
 * a thin margin is said in words beside its warning colour.
 */
export function MarginFigures({ contract }: Props) {
  const t = useMessages(contractTermMessages)
  const { thinMargin } = useMessages(contractMessages)
  const format = useFormat()
  return (
    <Group grow align="flex-start">
      <TextInput
        label={t.margin}
        readOnly
        variant="filled"
        value={contract.margin === null ? '—' : format.money(contract.margin)}
        description={
          <>
            {contract.thin_margin && (
              <Badge
                component="span"
                color="orange"
                variant="light"
                tt="none"
                mr={6}
                leftSection={<IconAlertTriangle size={12} aria-hidden />}
              >
                {thinMargin}
              </Badge>
            )}
            {t.marginDescription}
          </>
        }
      />
      <TextInput
        label={t.markup}
        readOnly
        variant="filled"
        value={formatMarkup(contract.markup_percent, format)}
      />
    </Group>
  )
}
