import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core'
import { IconAdjustmentsHorizontal, IconArrowDown, IconArrowUp, IconPin } from '@tabler/icons-react'
import { useEffect, useId, useRef } from 'react'
import {
  DEFAULT_COLUMNS,
  TABLE_DENSITIES,
  type TableDensity,
  type TableName,
} from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { useColumnModel } from '../column-model'
import { viewMessages } from '../messages'

type Props = {
  table: TableName
  /** The column holding the row's link: always shown. */
  link: string
  /** Each column's name, by key. */
  labels: Record<string, string>
  /** The table keeps pinned columns at its left: each shown column has a pin toggle. */
  pinnable?: boolean
}

/** Which columns a list's table shows, in which order, how tightly: kept with the person. */
export function TableSettings({ table, link, labels, pinnable = false }: Props) {
  const t = useMessages(viewMessages)
  const id = useId()
  const { model, layout, change } = useColumnModel(table, link)
  const { density } = layout
  // Every column in the person's order, the hidden ones after the shown.
  const all = model.getAllLeafColumns()
  const shownCount = all.filter((column) => column.getIsVisible()).length
  // The control to focus once the column it belongs to is drawn in its new place.
  const focusAfterMove = useRef<string | null>(null)
  useEffect(() => {
    if (!focusAfterMove.current) return
    document.getElementById(focusAfterMove.current)?.focus()
    focusAfterMove.current = null
  }, [layout.columns])

  const toggle = (column: (typeof all)[number]) => {
    column.toggleVisibility()
    // The column moves between the shown and the hidden ones: its checkbox keeps the focus.
    focusAfterMove.current = `${id}-${column.id}-shown`
  }

  const move = (index: number, step: -1 | 1) => {
    const next = all.map((column) => column.id)
    ;[next[index], next[index + step]] = [next[index + step]!, next[index]!]
    model.setColumnOrder(next)
    // The button pressed follows its column (or its pair, once the column is at either end).
    const to = index + step
    const atEnd = to === 0 || to === shownCount - 1
    const direction = step < 0 !== atEnd ? 'up' : 'down'
    focusAfterMove.current = `${id}-${next[to]}-${direction}`
  }

  return (
    <Popover position="bottom-end" shadow="md" width={300} trapFocus hideDetached={false}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}>
          {t.tableSettings}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t.tableSettings} role="dialog">
        <Stack gap="sm">
          <Text size="sm" fw={600} id={`${id}-columns`}>
            {t.columns}
          </Text>
          <Stack gap={4} role="group" aria-labelledby={`${id}-columns`}>
            {all.map((column, index) => {
              const key = column.id
              const shown = column.getIsVisible()
              const pinned = column.getIsPinned() !== false
              return (
                <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
                  <Checkbox
                    id={`${id}-${key}-shown`}
                    size="sm"
                    label={labels[key]}
                    checked={shown}
                    disabled={!column.getCanHide()}
                    title={column.getCanHide() ? undefined : t.alwaysShown}
                    onChange={() => toggle(column)}
                  />
                  {shown && (
                    <Group gap={2} wrap="nowrap">
                      {pinnable && (
                        <ActionIcon
                          id={`${id}-${key}-pin`}
                          variant={pinned ? 'light' : 'subtle'}
                          color={pinned ? undefined : 'gray'}
                          size="sm"
                          aria-label={t.pin({ column: labels[key] ?? key })}
                          aria-pressed={pinned}
                          onClick={() => column.pin(pinned ? false : 'start')}
                        >
                          <IconPin size={16} aria-hidden />
                        </ActionIcon>
                      )}
                      <ActionIcon
                        id={`${id}-${key}-up`}
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={t.moveUp({ column: labels[key] ?? key })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        id={`${id}-${key}-down`}
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={t.moveDown({ column: labels[key] ?? key })}
                        disabled={index === shownCount - 1}
                        onClick={() => move(index, 1)}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              )
            })}
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600} id={`${id}-density`}>
              {t.density}
            </Text>
            <SegmentedControl
              aria-labelledby={`${id}-density`}
              size="xs"
              fullWidth
              value={density}
              onChange={(value) => change({ density: value as TableDensity })}
              data={TABLE_DENSITIES.map((value) => ({ value, label: t[value] }))}
            />
          </Stack>
          <Button
            variant="subtle"
            size="xs"
            onClick={() =>
              change({
                columns: [...DEFAULT_COLUMNS[table]],
                density: 'comfortable',
                widths: {},
                pinned: [],
              })
            }
          >
            {t.resetTable}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
