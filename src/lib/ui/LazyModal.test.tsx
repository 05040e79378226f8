import { Button, MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { theme } from '../../app/theme'
import { LazyModal } from './LazyModal'

function Page() {
  const [opened, setOpened] = useState(false)
  return (
    <MantineProvider theme={theme}>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="Shortcuts">
        <Button onClick={() => setOpened(false)}>Done</Button>
      </LazyModal>
    </MantineProvider>
  )
}

describe('a modal mounted once first opened', () => {
  it('draws nothing until opened, then opens, and gives the focus back on close, each time', async () => {
    render(<Page />)
    const user = userEvent.setup()
    // Closed and never opened: not even the root a closed Modal leaves in its portal.
    expect(document.querySelector('.mantine-Modal-root')).toBeNull()
    const open = screen.getByRole('button', { name: 'Open' })

    for (let time = 0; time < 2; time++) {
      await user.click(open)
      const dialog = await screen.findByRole('dialog', { name: 'Shortcuts' })
      await user.click(await screen.findByRole('button', { name: 'Done' }))
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
      // The button that opened it has the focus again, the first time too.
      await waitFor(() => expect(open).toHaveFocus())
      await user.click(document.body)
    }
  })

  it('closes with Escape, the first time it is opened', async () => {
    render(<Page />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog', { name: 'Shortcuts' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })
})
