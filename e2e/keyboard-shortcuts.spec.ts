import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'

test('the command palette and the shortcut sheet open from the keyboard', async ({ page }) => {
  await signIn(page, accounts.admin)

  await page.keyboard.press('ControlOrMeta+K')
  const palette = page.getByRole('textbox', { name: 'Command palette search' })
  await expect(palette).toBeFocused()
  await palette.fill('profile')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
  await expect(palette).toBeHidden()

  // Mounted only as it first opens (LazyModal), the sheet still animates in: its fade and slide run
  // as CSS transitions, each announced by a `transitionrun` event (counted, so a busy machine that
  // paints no frame while they run cannot miss them).
  await page.evaluate(() => {
    const counted = window as unknown as { dialogTransitions: number }
    counted.dialogTransitions = 0
    document.addEventListener(
      'transitionrun',
      (event) => {
        if ((event.target as Element).matches('[role="dialog"]')) counted.dialogTransitions++
      },
      true,
    )
  })
  await page.keyboard.press('Shift+?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { dialogTransitions: number }).dialogTransitions),
    )
    .toBeGreaterThan(0)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
})
