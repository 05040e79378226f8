/** Only same-origin paths are followed after sign-in: never `//evil.example` or `https://…`. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return '/inquiries'
  }
  if (target.startsWith('/sign-in')) return '/inquiries'
  return target
}
