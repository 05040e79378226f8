import { NumberInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { formatMessages } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { contractFilterMessages } from '../filter-messages'

/** The largest amount the list's `margin_below` takes. */
const MOST = 9_999_999_999

type Props = {
  /** The amount the URL holds now. */
  value: number | undefined
  onChange: (value: number | undefined) => void
}

/**
 * "Margin below": an amount, typed freely; the list is asked again once the typing pauses (or on
 * Enter), not at each digit.
 */
export function ContractFilterMargin({ value, onChange }: Props) {
  const t = useMessages(contractFilterMessages)
  const format = useMessages(formatMessages)
  const [amount, setAmount] = useState<number | string>(value ?? '')
  const [lastValue, setLastValue] = useState(value)
  const commit = useDebouncedCallback(
    (next: number | string) => onChange(typeof next === 'number' ? next : undefined),
    400,
  )

  // The URL changed from elsewhere (a chip's ×, Clear all, a saved view): show what it says.
  if (value !== lastValue) {
    setLastValue(value)
    if (value !== amount) setAmount(value ?? '')
  }

  useEffect(() => () => commit.cancel(), [commit])

  return (
    <NumberInput
      label={t.marginBelow}
      placeholder={t.anyMargin}
      value={amount}
      onChange={(next) => {
        setAmount(next)
        commit(next)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush()
      }}
      decimalScale={2}
      min={-MOST}
      max={MOST}
      thousandSeparator={format.thousandSeparator}
      decimalSeparator={format.decimalSeparator}
      hideControls
    />
  )
}
