import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { LANGUAGES, LOCALES, isLocale, type CurrentUser, type Locale } from '../../interface'
import { applyPersonLocale, browserLocale, useMessages } from '../../lib/i18n'
import { FormSection } from '../../lib/ui/FormSection'
import { authQueries } from '../auth'
import { useEditUser } from '../users'
import { profileMessages } from './messages'
import { Select } from '../../lib/ui/pickers'

const BROWSER = 'browser'

/**
 * The person's language: saved to the server at once (it follows them to any browser) and applied
 * to every page without a reload. "As your browser" keeps no choice (null).
 */
export function LanguageSection({ currentUser }: { currentUser: CurrentUser }) {
  const t = useMessages(profileMessages)
  const queryClient = useQueryClient()
  const editUser = useEditUser(currentUser.id)

  const choose = async (value: string | null) => {
    const chosen: Locale | null = isLocale(value) ? value : null
    const before = currentUser.locale
    await applyPersonLocale(chosen)
    try {
      await editUser.mutateAsync({ body: { locale: chosen } })
      await queryClient.invalidateQueries({ queryKey: authQueries.all() })
      notifications.show({ color: 'green', message: profileMessages.get().languageSaved })
    } catch (error) {
      await applyPersonLocale(before)
      notifications.show({ color: 'red', message: (error as Error).message })
    }
  }

  return (
    <FormSection title={t.language} description={t.languageDescription}>
      <Select
        label={t.languageLabel}
        allowDeselect={false}
        disabled={editUser.isPending}
        value={currentUser.locale ?? BROWSER}
        onChange={(value) => void choose(value)}
        data={[
          { value: BROWSER, label: t.browserLanguage({ language: LANGUAGES[browserLocale()] }) },
          ...LOCALES.map((code) => ({ value: code, label: LANGUAGES[code] })),
        ]}
      />
    </FormSection>
  )
}
