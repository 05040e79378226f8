import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { theme } from '../../app/theme'
import type { PaginationMeta } from '../../interface'
import { ListPagination } from './ListPagination'

const meta = (fields: Partial<PaginationMeta>): PaginationMeta => ({
  total: 42,
  total_is_exact: true,
  per_page: 10,
  current_page: 1,
  last_page: 5,
  from: 1,
  to: 10,
  ...fields,
})

const show = (fields: Partial<PaginationMeta>) =>
  render(
    <MantineProvider theme={theme}>
      <ListPagination meta={meta(fields)} onChange={() => {}} />
    </MantineProvider>,
  )

describe('a list’s pagination', () => {
  it('says the exact total as a number', () => {
    show({ total: 12345, last_page: 1235 })
    expect(screen.getByText('Showing 1–10 of 12,345')).toBeVisible()
  })

  it('says "10,000+" when the server counted only up to its limit, never a wrong count', () => {
    show({
      total: 10000,
      total_is_exact: false,
      last_page: 1000,
      current_page: 1000,
      from: 9991,
      to: 10000,
    })
    expect(screen.getByText('Showing 9,991–10,000 of 10,000+')).toBeVisible()
  })

  it('shows a page size that is not one of its choices (from a link) as chosen, not as a blank', () => {
    show({ per_page: 25, to: 25, last_page: 2 })
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25')
  })
})
