import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { theme } from '../../app/theme'
import { Autocomplete, Select, TagsInput } from './pickers'

const FRUIT = ['Apple', 'Banana', 'Cherry']

function Pickers() {
  const [fruit, setFruit] = useState<string | null>(null)
  return (
    <MantineProvider theme={theme}>
      <Select label="Fruit" data={FRUIT} value={fruit} onChange={setFruit} searchable />
      <Autocomplete label="Snack" data={FRUIT} />
      <TagsInput label="Tags" data={FRUIT} />
    </MantineProvider>
  )
}

const lists = () => document.querySelectorAll('[role="listbox"]').length

describe('the pickers', () => {
  it('mount no list with the page, each its own as it first takes focus, and keep it', async () => {
    render(<Pickers />)
    const user = userEvent.setup()
    expect(lists()).toBe(0)
    await user.click(screen.getByRole('combobox', { name: 'Snack' }))
    expect(lists()).toBe(1)
    await user.tab()
    expect(lists()).toBe(2)
    await user.click(document.body)
    expect(lists()).toBe(2)
  })

  it('open as the field takes focus, and ↓ Enter straight after typing picks a match', async () => {
    render(<Pickers />)
    const user = userEvent.setup()
    const fruit = screen.getByRole('combobox', { name: 'Fruit' })
    await user.click(fruit)
    expect(fruit).toHaveAttribute('aria-expanded', 'true')
    await user.type(fruit, 'Ban{ArrowDown}{Enter}')
    expect(fruit).toHaveValue('Banana')
  })

  it('focused as they mount, have their list at once, without asking React to flush mid-render', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      render(
        <MantineProvider theme={theme}>
          <Select label="Fruit" data={FRUIT} autoFocus searchable />
        </MantineProvider>,
      )
      const fruit = screen.getByRole('combobox', { name: 'Fruit' })
      expect(fruit).toHaveFocus()
      expect(lists()).toBe(1)
      await userEvent.setup().type(fruit, 'Che{ArrowDown}{Enter}')
      expect(fruit).toHaveValue('Cherry')
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/flushSync/)
    } finally {
      errors.mockRestore()
    }
  })
})
