import {
  Alert,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../lib/api'
import { useSignIn } from './api'
import { safeRedirect } from './redirect'
import { type SignInErrors, validateSignIn } from './sign-in-validation'
import { useMessages } from '../../lib/i18n'
import { signInMessages } from './messages'

const signInRoute = getRouteApi('/sign-in')

/**
 * Plain React state rather than react-hook-form: this page must stay within its JavaScript budget,
 * and two fields do not need a form library.
 */
export function SignInPage() {
  const t = useMessages(signInMessages)
  const { redirect, ended } = signInRoute.useSearch()
  const router = useRouter()
  const signIn = useSignIn()
  const [errors, setErrors] = useState<SignInErrors>({})
  const [validating, setValidating] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    setValidating(true)
    const result = await validateSignIn({
      email: String(fields.get('email') ?? ''),
      password: String(fields.get('password') ?? ''),
    })
    setValidating(false)
    if ('errors' in result) return setErrors(result.errors)
    setErrors({})
    signIn.mutate(result.credentials, {
      onSuccess: () => router.history.push(safeRedirect(redirect)),
      onError: (error) => void signInErrorsFrom(error, t).then(setErrors),
    })
  }

  return (
    <Center component="main" mih="100vh" p="md">
      <Box w="100%" maw={400}>
        <Stack align="center" gap={4} mb="lg">
          <BrandMark />
          <Title order={1} fz="h2" mt="sm">
            {t.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t.subtitle}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <form onSubmit={onSubmit} noValidate aria-label={t.form}>
            <Stack>
              {ended && !errors.form && !errors.email && (
                <Alert color="blue" variant="light" title={t.sessionEnded}>
                  {t.sessionEndedText}
                </Alert>
              )}
              {errors.form && (
                <Alert color="red" variant="light" role="alert">
                  {errors.form}
                </Alert>
              )}
              <TextInput
                name="email"
                label={t.email}
                type="email"
                autoComplete="username"
                placeholder={t.emailPlaceholder}
                autoFocus
                error={errors.email}
              />
              <PasswordInput
                name="password"
                label={t.password}
                autoComplete="current-password"
                error={errors.password}
                aria-invalid={!!errors.password}
              />
              <Button type="submit" fullWidth loading={validating || signIn.isPending} mt="xs">
                {t.signIn}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Box>
    </Center>
  )
}

/** The server's sentences in the page's language: their translations load with the first error. */
async function signInErrorsFrom(
  error: Error,
  t: ReturnType<typeof signInMessages.get>,
): Promise<SignInErrors> {
  if (!(error instanceof ApiError)) return { form: t.failed }
  const { translateSentence } = await import('../../lib/i18n/validation')
  const email = error.errors.email?.map(translateSentence).join(' ')
  const password = error.errors.password?.map(translateSentence).join(' ')
  if (email || password) return { email, password }
  if (error.status === 429) return { form: error.message || t.tooManyAttempts }
  return { form: error.message }
}

function BrandMark() {
  return (
    <Center w={44} h={44} bg="indigo" c="white" style={{ borderRadius: 12 }} aria-hidden>
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
        <path d="M4 8h16v11H4z M9 8V5h6v3" strokeWidth="2" strokeLinejoin="round" />
      </svg>
    </Center>
  )
}
