import { MantineProvider } from '@mantine/core'
import { DateInput, DatePickerInput } from '@mantine/dates'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { theme } from '../../app/theme'
import { DatesInLanguage } from './DatesInLanguage'
import classes from './DatesInLanguage.module.css'

function Pickers() {
  return (
    <MantineProvider theme={theme}>
      <DatesInLanguage>
        <DateInput label="Day" valueFormat="YYYY-MM-DD" defaultValue="2026-01-15" />
        <DatePickerInput label="Days" type="range" />
      </DatesInLanguage>
    </MantineProvider>
  )
}

describe('the date pickers inside DatesInLanguage', () => {
  it('name their month arrows and mark their days for the stronger colours, each kind of picker', async () => {
    render(<Pickers />)
    const user = userEvent.setup()

    await user.click(screen.getByRole('textbox', { name: 'Day' }))
    // jsdom gives every element a zero box, which Floating UI takes for a target scrolled out of
    // sight: once the calendar's place is worked out, Mantine hides it (display: none). On a busy
    // machine that comes before the first look, so the look includes hidden elements.
    const previous = await screen.findByRole('button', { name: 'Previous month', hidden: true })
    const calendar = previous.closest<HTMLElement>('[data-dates-dropdown]')!
    const next = calendar.querySelector('button[data-direction="next"]')
    expect(next).toHaveAttribute('aria-label', 'Next month')
    expect(classes.day).toBeTruthy()
    expect(calendar.querySelector('[data-outside]')!.classList).toContain(classes.day)
    expect(calendar.querySelector('[data-weekend]')!.classList).toContain(classes.day)

    await user.click(screen.getByRole('button', { name: 'Days' }))
    const arrows = await waitFor(() => {
      const found = document.querySelectorAll('button[data-direction="previous"]')
      expect(found).toHaveLength(2)
      return found
    })
    for (const arrow of arrows) expect(arrow).toHaveAttribute('aria-label', 'Previous month')
  })
})
