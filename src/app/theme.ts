import { type CSSVariablesResolver, createTheme, mergeThemeOverrides } from '@mantine/core'
import { i18n } from '../lib/i18n'

export const AVATAR_INITIALS_COLORS = ['blue', 'cyan', 'grape', 'indigo', 'pink', 'red', 'violet']

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons (indigo, and red in confirmations) and primary
  // links above WCAG AA's 4.5:1; Mantine's default light shade 6 is below it.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    TextInput: { defaultProps: { radius: 'md' } },
    Table: { defaultProps: { verticalSpacing: 'sm', horizontalSpacing: 'md' } },
    // The scroller holds what is positioned inside a table (a hidden column heading's text): its
    // containing block outside, the text stood where the table ends and a phone's page scrolled
    // sideways past the header (1,077 px wide at 390 on an inquiry with positions).
    TableScrollContainer: { styles: { scrollContainer: { position: 'relative' } } },
    // Initials only in colours whose light variant keeps 4.5:1 (green, lime, orange, teal do not).
    Avatar: { defaultProps: { allowedInitialsColors: AVATAR_INITIALS_COLORS } },
  },
})

/** Names the theme gives to Mantine's own icon buttons, in the dashboard's language. */
export const themeMessages = i18n('theme', {
  closeDialog: 'Close dialog',
  dismissNotification: 'Dismiss notification',
})

/**
 * The theme with its words in the current language. Mantine's close buttons are an icon alone:
 * without these they have no name to announce.
 */
export function themeIn(t: ReturnType<typeof themeMessages.get>) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': t.closeDialog } } },
        Notification: {
          defaultProps: { closeButtonProps: { 'aria-label': t.dismissNotification } },
        },
      },
    }),
  )
}

/**
 * Secondary text ("dimmed") and placeholders one shade stronger than Mantine's defaults, which
 * reach only 3.3:1 (light) and 4:1 (dark) against the page: WCAG AA asks 4.5:1 of all text. So
 * are the fields' error sentences (Mantine's red reaches 3.3:1 on white; red 9 reaches 5.5:1, and
 * red 4 6.7:1 on the dark page).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
})

/** Must match the key in public/color-scheme.js, which paints the scheme before React loads. */
export const COLOR_SCHEME_STORAGE_KEY = 'staffing-color-scheme'
