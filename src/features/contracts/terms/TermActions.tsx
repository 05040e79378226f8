import { Button } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconCalendarPlus, IconCoins } from '@tabler/icons-react'
import type { ContractRecord } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { ChangeRateDialog } from './ChangeRateDialog'
import { ExtendDialog } from './ExtendDialog'
import { contractTermMessages } from './messages'

type Props = {
  contract: ContractRecord
  /** After a term or an extension is saved and the contract read again. */
  onSaved: () => void
}

/** The editor's header buttons for the contract over time; an open-ended one cannot be extended. */
export function TermActions({ contract, onSaved }: Props) {
  const t = useMessages(contractTermMessages)
  const [rateOpened, rate] = useDisclosure(false)
  const [extendOpened, extend] = useDisclosure(false)
  const extendable = !contract.is_infinite && contract.contract_end !== null
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconCoins size={16} aria-hidden />}
        onClick={rate.open}
      >
        {t.changeRate}
      </Button>
      {extendable && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={extend.open}
        >
          {t.extend}
        </Button>
      )}
      <ChangeRateDialog
        contract={contract}
        opened={rateOpened}
        onClose={rate.close}
        onSaved={onSaved}
      />
      <ExtendDialog
        contract={contract}
        opened={extendOpened}
        onClose={extend.close}
        onSaved={onSaved}
      />
    </>
  )
}
