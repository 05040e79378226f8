import { Menu } from '@mantine/core'
import {
  IconArrowAutofitContent,
  IconArrowAutofitLeft,
  IconArrowAutofitRight,
  IconEyeOff,
  IconPin,
  IconPinnedOff,
} from '@tabler/icons-react'
import { useId } from 'react'
import { useMessages } from '../../../lib/i18n'
import { viewMessages } from '../../views'
import type { ContractColumn } from '../components/contract-columns'
import type { ContractColumns } from './use-contract-columns'

type Props = {
  column: ContractColumn
  label: string
  /** The width the person gave it, if any. */
  width: number | undefined
  columnOf: ContractColumns['columnOf']
  /** Gives the column a width one step narrower (-1) or wider (1) than its drawn one. */
  onStep: (step: -1 | 1) => void
  onClose: () => void
}

/**
 * A header's menu (Shift+F10, the context-menu key or a right click on the header): pins or
 * unpins its column, narrows or widens it, gives it back its natural width, or hides it, through
 * the column model. Opened in place of the header's anchor, so it sits under the header.
 */
export function ColumnMenu({ column, label, width, columnOf, onStep, onClose }: Props) {
  const t = useMessages(viewMessages)
  const id = useId()
  const model = columnOf(column)
  const pinned = model.getIsPinned() !== false
  return (
    <Menu
      opened
      onChange={(opened) => !opened && onClose()}
      position="bottom-start"
      withinPortal
      // Under its header even while the header scrolls out of sight with the table.
      hideDetached={false}
      // Not closed by a key outside it: the Shift+F10 that opens it goes on to the document once
      // it is open. Its focus trap keeps the keys inside it anyway.
      clickOutsideEvents={['mousedown', 'touchstart']}
      // The focus on its first item as it opens (its placeholder would be a child a menu may not
      // have).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <span aria-hidden style={{ position: 'absolute', left: 0, bottom: 0 }} />
      </Menu.Target>
      <Menu.Dropdown aria-labelledby={`${id}-label`}>
        <Menu.Label id={`${id}-label`}>{t.columnMenu({ column: label })}</Menu.Label>
        <Menu.Item
          leftSection={pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
          onClick={() => model.pin(pinned ? false : 'start')}
        >
          {pinned ? t.unpin : t.pinLeft}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowAutofitRight size={16} />} onClick={() => onStep(1)}>
          {t.widen}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowAutofitLeft size={16} />} onClick={() => onStep(-1)}>
          {t.narrow}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowAutofitContent size={16} />}
          disabled={width === undefined}
          onClick={() => model.resetSize()}
        >
          {t.naturalWidth}
        </Menu.Item>
        {model.getCanHide() && (
          <Menu.Item
            leftSection={<IconEyeOff size={16} />}
            onClick={() => model.toggleVisibility(false)}
          >
            {t.hideColumn}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
