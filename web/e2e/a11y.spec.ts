import AxeBuilder from '@axe-core/playwright'
import { test, expect } from './fixtures'

for (const path of ['/', '/no-such-page', '/privacy', '/terms', '/cookies', '/refund-policy', '/showcase']) {
  for (const theme of ['light', 'dark']) {
    test(`axe finds no serious or critical violations on ${path} (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t)
        localStorage.setItem('cookieConsent', 'essential')
      }, theme)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      if (path === '/showcase') await expect(page.getByTestId('showcase-card').first()).toBeVisible()
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}

test('axe finds no serious violations with the cookie banner and mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Cookies on Texelforge' })).toBeVisible({ timeout: 3000 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => v.id)).toEqual([])
})

test('axe finds no serious violations on /showcase with the filter dialog and a texture open', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
  await page.goto('/showcase')
  await expect(page.getByTestId('showcase-card').first()).toBeVisible()
  const serious = async () => {
    const results = await new AxeBuilder({ page }).analyze()
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }

  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Filter Options' })).toBeVisible()
  expect(await serious()).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Filter Options' })).toBeHidden()

  await page.getByTestId('showcase-card').first().click()
  await expect(page.getByRole('dialog').getByText('Creator', { exact: true })).toBeVisible()
  expect(await serious()).toEqual([])
})
