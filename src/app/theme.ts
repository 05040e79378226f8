import { createTheme } from '@mantine/core'

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    TextInput: { defaultProps: { radius: 'md' } },
    Table: { defaultProps: { verticalSpacing: 'sm', horizontalSpacing: 'md' } },
  },
})

/** Must match the key in public/color-scheme.js, which paints the scheme before React loads. */
export const COLOR_SCHEME_STORAGE_KEY = 'staffing-color-scheme'
