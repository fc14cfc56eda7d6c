import { expect, test } from '@playwright/test'

test('the home page shows the shell', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Digital Product')
  await expect(page.getByRole('link', { name: 'Folio' }).first()).toBeVisible()
})
