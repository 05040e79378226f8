// Every component's styles, with this layout's chunk (the sign-in page loads only its own: main.tsx).
import '@mantine/core/styles.layer.css'
import '@mantine/notifications/styles.layer.css'
import '@mantine/spotlight/styles.layer.css'
import { AppShell } from '@mantine/core'
import { useDisclosure, useHotkeys } from '@mantine/hooks'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useCurrentUser, useSignOut } from '../../features/auth'
import { applyPersonLocale } from '../../lib/i18n'
import { clearAllDrafts } from '../../lib/form-draft'
import { useLiveStream } from '../../lib/live'
import { InBackground } from '../../lib/ui/InBackground'
import { AppHeader } from './AppHeader'
import { AppNavigation } from './AppNavigation'
import { CommandPalette } from './CommandPalette'
import { useToggleColorScheme } from './ColorSchemeToggle'
import classes from './AppLayout.module.css'
import { ShortcutsSheet } from './ShortcutsSheet'

/**
 * The layout and its page, drawn in React's background lane the first time (the page was blank
 * while it loaded anyway), and each page again as it is opened: the router draws a new page in
 * one long task. Until it is drawn, the header and navigation stay and the page's area is empty.
 */
export function AppLayout() {
  // Others' changes, presence and notifications, for as long as someone is signed in here: opened
  // at once, not after the page is drawn, so that less of what others write meanwhile goes unseen.
  useLiveStream()
  return (
    <InBackground>
      <Layout />
    </InBackground>
  )
}

function Layout() {
  const router = useRouter()
  const [navigationOpened, navigation] = useDisclosure(false)
  const [shortcutsOpened, shortcutsSheet] = useDisclosure(false)
  const toggleColorScheme = useToggleColorScheme()
  const signOut = useSignOut()
  const currentUser = useCurrentUser()
  // Another page (not the same one with another search or record) is drawn afresh.
  const page = useRouterState({ select: (state) => state.matches.at(-1)?.routeId })
  const cameBack = useCameBack()

  // The language kept on the server wins: chosen in another browser, it applies here on the next load.
  useEffect(() => void applyPersonLocale(currentUser.locale), [currentUser.locale])

  useHotkeys([
    ['shift+?', shortcutsSheet.open],
    ['mod+J', toggleColorScheme],
  ])

  const onSignOut = () => {
    clearAllDrafts()
    signOut.mutate(undefined, { onSettled: () => router.history.push('/sign-in') })
  }

  return (
    <ModalsProvider>
      <Notifications position="top-right" />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navigationOpened } }}
        padding="lg"
      >
        <AppShell.Header>
          <AppHeader
            navigationOpened={navigationOpened}
            onToggleNavigation={navigation.toggle}
            onShowShortcuts={shortcutsSheet.open}
            onSignOut={onSignOut}
          />
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          <AppNavigation onNavigate={navigation.close} />
        </AppShell.Navbar>
        <AppShell.Main
          className={classes.main}
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
        >
          {/* A page come back to is drawn at once: the router puts back where it was scrolled to as
              soon as it is drawn, which it could not do on an empty page. */}
          <InBackground key={page} now={cameBack}>
            <Outlet />
          </InBackground>
        </AppShell.Main>
      </AppShell>
      <CommandPalette onShowShortcuts={shortcutsSheet.open} onSignOut={onSignOut} />
      <ShortcutsSheet opened={shortcutsOpened} onClose={shortcutsSheet.close} />
    </ModalsProvider>
  )
}

let cameBack = false

/** Whether the page now open was come back to (Back, Forward) rather than opened. */
function useCameBack() {
  const { history } = useRouter()
  const subscribe = useCallback(
    (changed: () => void) =>
      history.subscribe(({ action }) => {
        cameBack = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO'
        changed()
      }),
    [history],
  )
  return useSyncExternalStore(subscribe, () => cameBack)
}
