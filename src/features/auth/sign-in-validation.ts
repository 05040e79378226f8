import type { SignInBody } from '../../interface'

export type SignInErrors = Partial<Record<keyof SignInBody | 'form', string>>

/**
 * Checks the credentials with the shared SignInBody schema. zod loads on the first submit, not
 * with the page: the sign-in page is the one page whose JavaScript budget is tight (140 KB gzip).
 */
export async function validateSignIn(
  input: Record<keyof SignInBody, string>,
): Promise<{ credentials: SignInBody } | { errors: SignInErrors }> {
  // Each import destructured on its own: the bundler then keeps only what is used (of the
  // interface, not all of zod's namespace with its locales).
  const { SignInBody } = await import('../../interface')
  const { translateSentence } = await import('../../lib/i18n/validation')
  const parsed = SignInBody.safeParse(input)
  if (parsed.success) return { credentials: parsed.data }
  const errors: SignInErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = translateSentence(issue.message)
  }
  return { errors }
}
