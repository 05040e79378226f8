import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { useMemo, useState } from 'react'
import { useMessages } from '../lib/i18n'
import { COLOR_SCHEME_STORAGE_KEY, cssVariablesResolver, themeIn, themeMessages } from './theme'

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY })

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(queryClient))
  const themeWords = useMessages(themeMessages)
  const theme = useMemo(() => themeIn(themeWords), [themeWords])

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  )
}
