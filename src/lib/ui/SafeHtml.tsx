import { Typography, type TypographyProps } from '@mantine/core'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

// Links in stored markup open outside the dashboard and never get a handle on it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

export function sanitizeHtml(markup: string): string {
  return DOMPurify.sanitize(markup, { USE_PROFILES: { html: true } })
}

type Props = Omit<TypographyProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string }

/**
 * The one way markup from the API reaches the page: sanitised (no scripts, no event handlers,
 * no `javascript:` links) and styled as prose.
 */
export function SafeHtml({ html, ...props }: Props) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: safe }} />
}
