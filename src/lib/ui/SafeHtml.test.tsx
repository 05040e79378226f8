import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeHtml, sanitizeHtml } from './SafeHtml'

const hostile =
  '<p>We need <strong>bold</strong> people.</p>' +
  '<img src=x onerror="window.__xss=1">' +
  '<script>window.__xss=2</script>' +
  '<a href="javascript:window.__xss=3">click me</a>' +
  '<a href="https://example.com/" onclick="window.__xss=4">our site</a>' +
  '<svg><animate onbegin="window.__xss=5" attributeName="x"/></svg>' +
  '<iframe src="javascript:window.__xss=6"></iframe>'

describe('SafeHtml', () => {
  it('keeps the prose and drops scripts, handlers and javascript: links', () => {
    const { container } = render(
      <MantineProvider>
        <SafeHtml html={hostile} />
      </MantineProvider>,
    )
    expect(container.querySelector('strong')).toHaveTextContent('bold')
    expect(container).toHaveTextContent('click me')
    expect(container.querySelectorAll('script, iframe, svg')).toHaveLength(0)
    const attributes = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    )
    expect(attributes.filter((attribute) => /^on/i.test(attribute))).toEqual([])
    expect(attributes.filter((attribute) => /javascript:/i.test(attribute))).toEqual([])
  })

  it('opens links outside the dashboard without a handle on it', () => {
    const safe = sanitizeHtml('<a href="https://example.com/">our site</a>')
    expect(safe).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">our site</a>',
    )
  })
})
