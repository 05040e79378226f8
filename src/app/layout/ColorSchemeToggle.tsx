import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { useMessages } from '../../lib/i18n'
import { layoutMessages } from './messages'

export function useToggleColorScheme() {
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false })
  return () => setColorScheme(computed === 'dark' ? 'light' : 'dark')
}

export function ColorSchemeToggle() {
  const t = useMessages(layoutMessages)
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false })
  const toggle = useToggleColorScheme()
  const label = computed === 'dark' ? t.lightMode : t.darkMode
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={toggle}>
        {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  )
}
