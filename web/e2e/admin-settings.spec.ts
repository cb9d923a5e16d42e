import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { test, expect, newAccount, toastWith, type Server } from './fixtures'

// The admin settings journeys against the real server (docs/admin-api.md
// "Settings and logo"): an uploaded logo and a new site name show in the
// navbar and the titles, for the admin at once and for visitors; closed
// registration refuses a visitor's sign-up. And axe on /admin/settings and
// /admin/billing in both themes.

const PASSWORD = 'Sturdy-Pixel-42!'
const LOGO = join(import.meta.dirname, '../public/logo-512.png')

// Each journey walks several pages on a machine the server shares.
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ page }) => {
  // The cookie banner is tested elsewhere; keep it from covering the page.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

async function signIn(page: Page, account: Server['accounts']['admin']) {
  const res = await page.request.post('/api/login', { data: { ...account, rememberMe: true } })
  expect(res.ok()).toBe(true)
}

const navbarLogo = (page: Page) => page.getByRole('banner').getByRole('link').first()

async function openSettings(page: Page, server: Server) {
  await signIn(page, server.accounts.admin)
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Site name' })).toBeVisible()
}

test('an admin uploads a logo and renames the site; the navbar and titles follow without a reload', async ({ page, server, browser }) => {
  await openSettings(page, server)
  await expect(navbarLogo(page).locator('img')).toHaveAttribute('src', '/logo.svg')

  // A file the browser can tell is no logo is refused before any upload.
  await page.getByLabel('Logo file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(page.getByRole('alert')).toHaveText('The logo must be a PNG, WebP or SVG image.')
  await expect(page.getByRole('button', { name: 'Upload logo' })).toBeDisabled()

  await page.getByLabel('Logo file').setInputFiles(LOGO)
  await expect(page.getByRole('img', { name: 'The chosen file' })).toBeVisible()
  await page.getByRole('button', { name: 'Upload logo' }).click()
  await expect(toastWith(page, 'Logo updated')).toBeVisible()
  const logo = navbarLogo(page).locator('img')
  await expect(logo).toHaveAttribute('src', /^\/media\/logos\//)
  // Served by this site, so the page's CSP lets it load.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(page.getByRole('img', { name: 'The logo in use' })).toHaveAttribute('src', /^\/media\/logos\//)

  await page.getByRole('textbox', { name: 'Site name' }).fill('Pixel Forge')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(toastWith(page, 'Setting updated')).toBeVisible()
  await expect(navbarLogo(page)).toHaveAccessibleName('Pixel Forge')
  await expect(page).toHaveTitle('Admin · Settings | Pixel Forge')

  // Moving on in the app, and for a visitor in a browser of their own.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page).toHaveTitle('Privacy Policy | Pixel Forge')
  const visitor = await browser.newPage({ baseURL: server.url })
  await visitor.goto('/')
  await visitor.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await expect(navbarLogo(visitor)).toHaveAccessibleName('Pixel Forge')
  await expect(navbarLogo(visitor).locator('img')).toHaveAttribute('src', /^\/media\/logos\//)
  await expect(visitor).toHaveTitle(/^Pixel Forge \| /)
  await visitor.close()

  // Back to the bundled logo, after a confirmation.
  await page.goto('/admin/settings')
  await page.getByRole('button', { name: 'Use the bundled logo' }).click()
  const confirm = page.getByRole('dialog', { name: 'Use the bundled logo?' })
  await confirm.getByRole('button', { name: 'Use the bundled logo' }).click()
  await expect(toastWith(page, 'Logo removed')).toBeVisible()
  await expect(navbarLogo(page).locator('img')).toHaveAttribute('src', '/logo.svg')
  await expect(page.getByRole('button', { name: 'Use the bundled logo' })).toHaveCount(0)
})

test("closing registration refuses a visitor's sign-up with 'Registration is closed'", async ({ page, server, browser }) => {
  await openSettings(page, server)
  const open = page.getByRole('switch', { name: 'Registration open' })
  await expect(open).toBeChecked()
  await open.click()
  await expect(toastWith(page, 'Setting updated')).toBeVisible()
  await expect(open).not.toBeChecked()

  const visitor = await browser.newPage({ baseURL: server.url })
  await visitor.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
  await visitor.goto('/')
  await visitor.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await visitor.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click()
  const dialog = visitor.getByRole('dialog')
  const { username, email } = newAccount()
  await dialog.getByLabel('Username').fill(username)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(toastWith(visitor, 'Registration failed')).toContainText('Registration is closed')
  expect((await visitor.request.post('/api/register', { data: { username, email, password: PASSWORD } })).status()).toBe(403)

  await page.reload()
  await expect(open).not.toBeChecked()
  await open.click()
  await expect(open).toBeChecked()
  await expect(toastWith(page, 'Setting updated')).toBeVisible()
  expect((await visitor.request.post('/api/register', { data: { username, email, password: PASSWORD } })).status()).toBe(201)
  await visitor.close()
})

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const theme of ['light', 'dark']) {
  test.describe(`axe finds no violations (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    })

    test('on /admin/settings', async ({ page, server }) => {
      await openSettings(page, server)
      await expect(page.getByRole('combobox', { name: 'Engine' }).or(page.getByText(/Could not load the engines/))).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('on the plans of /admin/billing and their editor', async ({ page, server }) => {
      await signIn(page, server.accounts.admin)
      await page.goto('/admin/billing')
      await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
      await expect(page.getByRole('table', { name: 'Subscription plans, in display order' })).toBeVisible()
      expect(await violations(page)).toEqual([])
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click()
      await expect(page.getByRole('dialog', { name: 'Edit Plan' })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('on the credit packages of /admin/billing and their editor', async ({ page, server }) => {
      await signIn(page, server.accounts.admin)
      await page.goto('/admin/billing')
      await page.getByRole('tab', { name: 'Credit packages' }).click()
      await expect(page.getByRole('table', { name: 'Credit packages, in display order' })).toBeVisible()
      expect(await violations(page)).toEqual([])
      await page.getByRole('button', { name: 'New package' }).click()
      await page.getByRole('dialog', { name: 'New credit package' }).getByRole('button', { name: 'Create package' }).click()
      await expect(page.getByText('A package name is 1 to 60 characters.')).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('on the payments and subscriptions of /admin/billing', async ({ page, server }) => {
      await signIn(page, server.accounts.admin)
      await page.goto('/admin/billing')
      for (const tab of ['Payments', 'Subscriptions']) {
        await page.getByRole('tab', { name: tab }).click()
        await expect(page.getByRole('tabpanel', { name: tab }).getByRole('status')).toHaveCount(0)
        expect(await violations(page)).toEqual([])
      }
    })
  })
}
