import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import {
  IconChevronDown,
  IconDatabaseExport,
  IconKeyboard,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useCurrentUser } from '../../features/auth'
import { useBackupRunning, useDownloadBackup } from '../../features/backup'
import { useMessages } from '../../lib/i18n'
import classes from './AppLayout.module.css'
import { layoutMessages } from './messages'

type Props = { onShowShortcuts: () => void; onSignOut: () => void }

export function UserMenu({ onShowShortcuts, onSignOut }: Props) {
  const t = useMessages(layoutMessages)
  const currentUser = useCurrentUser()
  const downloadBackup = useDownloadBackup()
  const backupRunning = useBackupRunning()
  return (
    // No focus placeholder: a role="presentation" element is not allowed inside role="menu".
    // Without it, opening the menu focuses its first item, as a menu button should.
    <Menu
      position="bottom-end"
      width={220}
      withinPortal
      withInitialFocusPlaceholder={false}
      // In the fixed header, always in view: never hidden as detached from it.
      hideDetached={false}
    >
      <Menu.Target>
        {/*
          Named by what it shows, after "Account menu:" for a screen reader, so a voice command
          that says the name shown reaches it (WCAG 2.5.3). The initials only picture that name.
        */}
        <UnstyledButton px={6} py={4}>
          <Group gap="sm" wrap="nowrap">
            <Avatar name={currentUser.name} color="initials" size={34} radius="xl" aria-hidden />
            {/* On a phone the avatar alone shows: the name beside it pushed the header past the screen. */}
            <Box className={classes.accountName}>
              <VisuallyHidden>{t.accountMenu}</VisuallyHidden>
              <Text size="sm" fw={600} lh={1.2}>
                {currentUser.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {currentUser.company}
              </Text>
            </Box>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{currentUser.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
          {t.profile}
        </Menu.Item>
        <Menu.Item leftSection={<IconKeyboard size={16} />} onClick={onShowShortcuts}>
          {t.keyboardShortcuts}
        </Menu.Item>
        {currentUser.type === 'admin' && (
          <Menu.Item
            leftSection={<IconDatabaseExport size={16} />}
            disabled={backupRunning}
            onClick={() => downloadBackup.mutate()}
          >
            {t.downloadBackup}
          </Menu.Item>
        )}
        <Menu.Divider />
        {/* Not red: Mantine's red menu text reaches only 3.3:1, and signing out destroys nothing. */}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          {t.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
