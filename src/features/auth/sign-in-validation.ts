import type { SignInBody } from '../../interface'

export type SignInErrors = Partial<Record<keyof SignInBody | 'form', string>>

/**
 * Checks the credentials with the shared SignInBody schema. zod loads on the first submit, not
 * with the page: the sign-in page is the one page whose JavaScript budget is tight (140 KB gzip).
 */
export async function validateSignIn(
  input: Record<keyof SignInBody, string>,
): Promise<{ credentials: SignInBody } | { errors: SignInErrors }> {
  const { SignInBody } = await import('../../interface')
  const parsed = SignInBody.safeParse(input)
  if (parsed.success) return { credentials: parsed.data }
  const errors: SignInErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message
  }
  return { errors }
}
