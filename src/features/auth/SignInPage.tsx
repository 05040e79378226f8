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

const signInRoute = getRouteApi('/sign-in')

/**
 * Plain React state rather than react-hook-form: this page must stay within its JavaScript budget,
 * and two fields do not need a form library.
 */
export function SignInPage() {
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
      onError: (error) => setErrors(signInErrorsFrom(error)),
    })
  }

  return (
    <Center component="main" mih="100vh" p="md">
      <Box w="100%" maw={400}>
        <Stack align="center" gap={4} mb="lg">
          <BrandMark />
          <Title order={1} fz="h2" mt="sm">
            Sign in to Staffing Admin
          </Title>
          <Text c="dimmed" size="sm">
            Manage your company’s people and access.
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <form onSubmit={onSubmit} noValidate aria-label="Sign in">
            <Stack>
              {ended && !errors.form && !errors.email && (
                <Alert color="blue" variant="light" title="Please sign in again">
                  Your session has ended. After signing in you will return to where you were, with
                  what you had typed.
                </Alert>
              )}
              {errors.form && (
                <Alert color="red" variant="light" role="alert">
                  {errors.form}
                </Alert>
              )}
              <TextInput
                name="email"
                label="Email"
                type="email"
                autoComplete="username"
                placeholder="you@company.com"
                autoFocus
                error={errors.email}
              />
              <PasswordInput
                name="password"
                label="Password"
                autoComplete="current-password"
                error={errors.password}
                aria-invalid={!!errors.password}
              />
              <Button type="submit" fullWidth loading={validating || signIn.isPending} mt="xs">
                Sign in
              </Button>
            </Stack>
          </form>
        </Paper>
      </Box>
    </Center>
  )
}

function signInErrorsFrom(error: Error): SignInErrors {
  if (!(error instanceof ApiError)) return { form: 'Something went wrong. Please try again.' }
  const email = error.errors.email?.join(' ')
  const password = error.errors.password?.join(' ')
  if (email || password) return { email, password }
  if (error.status === 429) return { form: error.message || 'Too many attempts. Wait a minute.' }
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
