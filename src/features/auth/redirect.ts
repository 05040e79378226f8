/** Only same-origin paths are followed after sign-in: never `//evil.example` or `https://…`. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return '/overview'
  }
  if (target.startsWith('/sign-in')) return '/overview'
  return target
}
