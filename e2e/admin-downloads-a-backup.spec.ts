import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'

const BACKUP_NAME = /^staffing-\d{8}-\d{6}\.tar\.gz$/

test('an admin downloads a backup from the account menu, by keyboard', async ({ page }) => {
  await signIn(page, accounts.admin)
  const menuButton = page.getByRole('button', { name: /^Account menu/ })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  const item = page.getByRole('menuitem', { name: 'Download a backup' })
  await expect(item).toBeVisible()

  const download = page.waitForEvent('download')
  await item.focus()
  await page.keyboard.press('Enter')
  const file = await download
  expect(file.suggestedFilename()).toMatch(BACKUP_NAME)
  const bytes = await readFile((await file.path())!)
  // A gzip file, as `npm run restore` takes it.
  expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b])
  await expect(page.getByText('Backup saved')).toBeVisible()
  await expect(page.getByText(`${file.suggestedFilename()} (`)).toBeVisible()
})

test('an admin downloads a backup from the command palette', async ({ page }) => {
  await signIn(page, accounts.admin)
  await page.keyboard.press('ControlOrMeta+K')
  await expect(page.getByRole('textbox', { name: 'Command palette search' })).toBeFocused()
  await page.keyboard.type('backup')
  const download = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await download).suggestedFilename()).toMatch(BACKUP_NAME)
  await expect(page.getByText('Backup saved')).toBeVisible()
})

test('a client has no backup action', async ({ page }) => {
  await signIn(page, accounts.anna)
  await page.getByRole('button', { name: /^Account menu/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Download a backup' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.keyboard.press('ControlOrMeta+K')
  await expect(page.getByRole('textbox', { name: 'Command palette search' })).toBeFocused()
  await page.keyboard.type('backup')
  await expect(page.getByText('Nothing matches that.')).toBeVisible()
})
