import { Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconArrowUp, IconRefresh, IconRefreshAlert, IconTrashX } from '@tabler/icons-react'
import { createContext, use, useCallback, useSyncExternalStore } from 'react'
import { useMessages } from '../../i18n'
import type { LiveList, RowMarks } from '../../use-live-list'
import classes from '../ListRow.module.css'
import { liveListMessages } from './messages'

const RowMarksContext = createContext<RowMarks | undefined>(undefined)

/** The rows below read their marks from `marks`. */
export const RowMarksProvider = RowMarksContext

const noMarks = () => () => {}

/**
 * A row's mark when the list, read again, no longer has it (someone changed or deleted its record):
 * an icon with its reason as a tooltip and as text for screen readers; nothing otherwise. Its own
 * subscription: a mark renders this, not its row.
 */
export function LiveRowMark({ id }: { id: number }) {
  const marks = use(RowMarksContext)
  const subscribe = marks?.subscribe ?? noMarks
  const mark = useSyncExternalStore(
    subscribe,
    useCallback(() => marks?.get(id), [marks, id]),
  )
  if (!mark) return null
  return <RowMark mark={mark} />
}

function RowMark({ mark }: { mark: 'changed' | 'deleted' }) {
  const t = useMessages(liveListMessages)
  const label = t[mark]
  const Icon = mark === 'deleted' ? IconTrashX : IconRefreshAlert
  return (
    <Tooltip label={label}>
      <span className={classes.mark} data-live-mark={mark}>
        <Icon size={16} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    </Tooltip>
  )
}

/**
 * Above a live list's rows: "3 new — show" when others created records the page now holds, or
 * "Refresh" when only marked rows are left over. A live region, so a screen reader hears it.
 */
export function LiveListNotice({ live }: { live: LiveList }) {
  const t = useMessages(liveListMessages)
  return (
    <div role="status">
      {(live.news > 0 || live.marked > 0) && (
        <Group gap="sm" px="md" pb="sm">
          {live.news > 0 ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArrowUp size={14} aria-hidden />}
              onClick={live.show}
            >
              {t.news({ count: live.news })}
            </Button>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t.marked}
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={live.show}
              >
                {t.refresh}
              </Button>
            </>
          )}
        </Group>
      )}
    </div>
  )
}
