import { Burger, Group, Kbd, Text, UnstyledButton } from '@mantine/core'
import { spotlight } from '@mantine/spotlight'
import { useModKey } from './shortcuts'
import { IconBriefcase, IconSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import classes from './AppLayout.module.css'
import { ColorSchemeToggle } from './ColorSchemeToggle'
import { UserMenu } from './UserMenu'
import { NotificationInbox } from '../../features/notifications'
import { useMessages } from '../../lib/i18n'
import { layoutMessages } from './messages'

type Props = {
  navigationOpened: boolean
  onToggleNavigation: () => void
  onShowShortcuts: () => void
  onSignOut: () => void
}

export function AppHeader({
  navigationOpened,
  onToggleNavigation,
  onShowShortcuts,
  onSignOut,
}: Props) {
  const t = useMessages(layoutMessages)
  const mod = useModKey()
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={navigationOpened ? t.closeNavigation : t.openNavigation}
        />
        <Link to="/overview" className={classes.brand}>
          <Group gap={8} wrap="nowrap">
            <IconBriefcase
              size={22}
              stroke={1.8}
              aria-hidden
              color="var(--mantine-primary-color-filled)"
            />
            <Text fw={700} size="lg">
              {t.brand}
            </Text>
          </Group>
        </Link>
      </Group>
      <UnstyledButton
        className={classes.searchButton}
        onClick={() => spotlight.open()}
        visibleFrom="sm"
      >
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={16} aria-hidden />
          <Text size="sm" c="dimmed" flex={1}>
            {t.searchOrJump}
          </Text>
          <Kbd size="xs">{mod} K</Kbd>
        </Group>
      </UnstyledButton>
      <Group gap="sm" wrap="nowrap">
        <NotificationInbox />
        <ColorSchemeToggle />
        <UserMenu onShowShortcuts={onShowShortcuts} onSignOut={onSignOut} />
      </Group>
    </Group>
  )
}
