import { Center, Loader } from '@mantine/core'
import { useMessages } from '../../lib/i18n'
import { errorMessages } from './messages'

export function PageLoader() {
  const t = useMessages(errorMessages)
  return (
    <Center mih={240} h="100%">
      <Loader aria-label={t.loading} />
    </Center>
  )
}
