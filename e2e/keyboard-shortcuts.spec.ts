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

  await page.keyboard.press('Shift+?')
  // Mounted only as it first opens (LazyModal), the sheet still animates in, checked each frame.
  await page.waitForFunction(
    () => document.querySelector('[role="dialog"]')?.getAnimations().length,
    undefined,
    { timeout: 2_000 },
  )
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
})
