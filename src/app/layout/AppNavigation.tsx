import { NavLink, Stack, Text } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useCurrentUser } from '../../features/auth'
import { entriesFor, useSectionWords } from './navigation'
import { useMessages } from '../../lib/i18n'
import { layoutMessages } from './messages'

type Props = { onNavigate: () => void }

export function AppNavigation({ onNavigate }: Props) {
  const t = useMessages(layoutMessages)
  const words = useSectionWords()
  const currentUser = useCurrentUser()
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  return (
    <Stack gap={4} component="nav" aria-label={t.mainNavigation}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" py={6}>
        {t.workspace}
      </Text>
      {entriesFor(currentUser.type).map((entry) =>
        entry.kind === 'external' ? (
          <NavLink
            key={entry.href}
            href={entry.href}
            target="_blank"
            rel="noopener"
            label={words(entry)[entry.label]}
            leftSection={<entry.icon size={18} stroke={1.6} aria-hidden />}
            rightSection={<IconExternalLink size={14} aria-label={t.opensInNewTab} />}
          />
        ) : (
          <NavLink
            key={entry.to}
            component={Link}
            to={entry.to}
            label={words(entry)[entry.label]}
            active={pathname.startsWith(entry.to)}
            aria-current={pathname.startsWith(entry.to) ? 'page' : undefined}
            leftSection={<entry.icon size={18} stroke={1.6} aria-hidden />}
            onClick={onNavigate}
          />
        ),
      )}
    </Stack>
  )
}
