import { Stack } from '@mantine/core'
import { PageHeader } from '../../lib/ui/PageHeader'
import { useCurrentUser } from '../auth'
import { CreateInquiryForm } from './components/CreateInquiryForm'
import { useMessages } from '../../lib/i18n'
import { inquiryMessages } from './messages'

export function NewInquiryPage() {
  const t = useMessages(inquiryMessages)
  const currentUser = useCurrentUser()
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={t.newInquiry}
        parent={{ label: t.title, to: '/inquiries' }}
        description={t.newDescription({ company: currentUser.company })}
      />
      <CreateInquiryForm />
    </Stack>
  )
}
