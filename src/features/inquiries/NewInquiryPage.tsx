import { Stack } from '@mantine/core'
import { PageHeader } from '../../lib/ui/PageHeader'
import { useCurrentUser } from '../auth'
import { CreateInquiryForm } from './components/CreateInquiryForm'

export function NewInquiryPage() {
  const currentUser = useCurrentUser()
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title="New inquiry"
        parent={{ label: 'Inquiries', to: '/inquiries' }}
        description={`Who ${currentUser.company} is looking for. Your typing is kept as a draft until you create the inquiry.`}
      />
      <CreateInquiryForm />
    </Stack>
  )
}
