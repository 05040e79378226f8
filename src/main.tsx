// Only what the sign-in page and the error pages draw (the signed-in layout brings every other
// component's styles with its own chunk), in Mantine's CSS layer: the app's own styles always win,
// whichever file loads first.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Title.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { CONTRACT_SEARCH_ID } from './features/contracts/search'
import { INQUIRY_SEARCH_ID } from './features/inquiries/search'
import { USER_SEARCH_ID } from './features/users/search'
import { keepEarlySearchKeys } from './lib/early-search-keys'
import { locale, prepareLocale, translateWith } from './lib/i18n'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

keepEarlySearchKeys({
  '/contracts': CONTRACT_SEARCH_ID,
  '/inquiries': INQUIRY_SEARCH_ID,
  '/users': USER_SEARCH_ID,
})

// Every language but English: each part's own messages, gathered by the app (lib knows no part),
// fetched with the first one chosen (the sign-in page in English carries none of it).
translateWith(async (code) => (await import('./app/i18n/translations')).loadTranslations(code))

// The page's language follows the dashboard's, for screen readers and hyphenation.
locale.subscribe((code) => document.documentElement.setAttribute('lang', code))

// A language other than English is fetched before the first paint: no page flashes in English.
// The first drawing is a transition: React draws it in slices, the browser free between them.
void prepareLocale(locale.get()).finally(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
)
