import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, mailedLink, toastWith, type Server } from './fixtures'

// The mail outbox journeys against the real server (docs/admin-api.md "Mail
// outbox"): a password-reset mail found, opened with its token hidden, and
// resent; a test mail to the admin; axe on /admin/email in both themes.

const RESET_SUBJECT = 'Reset your Texelforge password'

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

async function openOutbox(page: Page, server: Server) {
  await signIn(page, server.accounts.admin)
  await page.goto('/admin/email')
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible()
}

const mails = (page: Page) => page.getByRole('table', { name: 'Mails, newest first' })

test('an admin finds a password-reset mail, opens it with its token hidden, and resends it', async ({ page, server, playwright }) => {
  const demo = server.accounts.demo
  const visitor = await playwright.request.newContext({ baseURL: server.url })
  expect((await visitor.post('/api/forgot-password', { data: { email: demo.email } })).ok()).toBe(true)
  await visitor.dispose()
  const token = new URL(await mailedLink(server, demo.email, '/reset-password'), server.url).searchParams.get('token') ?? ''
  expect(token).not.toBe('')

  await openOutbox(page, server)
  await page.getByRole('searchbox', { name: 'Search' }).fill(demo.email)
  await expect(mails(page).getByRole('button', { name: RESET_SUBJECT })).toHaveCount(1)
  const row = mails(page).getByRole('row').filter({ hasText: RESET_SUBJECT })
  await expect(row).toContainText(demo.email)
  await row.getByRole('button', { name: RESET_SUBJECT }).click()

  const dialog = page.getByRole('dialog', { name: RESET_SUBJECT })
  await expect(dialog.getByRole('definition').first()).toHaveText(demo.email)
  const html = page.frameLocator(`iframe[title="${RESET_SUBJECT}: HTML part"]`)
  await expect(html.locator('body')).toContainText(/password/i)
  await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '')
  expect(await html.locator('html').innerHTML()).not.toContain(token)
  await dialog.getByRole('tab', { name: 'Text' }).click()
  const text = dialog.getByRole('region', { name: `${RESET_SUBJECT}: text part` })
  await expect(text).toContainText('[hidden]')
  await expect(text).not.toContainText(token)

  await dialog.getByRole('button', { name: 'Resend', exact: true }).click()
  await expect(dialog.getByRole('group', { name: 'Confirm resend' })).toContainText(`Send this mail to ${demo.email} again?`)
  await dialog.getByRole('button', { name: 'Resend mail' }).click()
  await expect(toastWith(page, 'Mail sent again')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(mails(page).getByRole('button', { name: RESET_SUBJECT })).toHaveCount(2)
  // A reset mail goes again with a fresh link of its own.
  const fresh = new URL(await mailedLink(server, demo.email, '/reset-password', 2), server.url).searchParams.get('token')
  expect(fresh).not.toBe(token)
})

test('an admin sends a test mail to themself and finds it in the outbox', async ({ page, server }) => {
  const admin = server.accounts.admin
  await openOutbox(page, server)
  await page.getByRole('button', { name: 'Send a test mail to me' }).click()
  await expect(toastWith(page, `Test mail sent to ${admin.email}`)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill(admin.email)
  await expect(mails(page).getByRole('row').filter({ hasText: admin.email })).not.toHaveCount(0)

  // On a phone the outbox is a list of cards.
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(page.getByRole('list', { name: 'Mails' }).getByRole('listitem').first()).toContainText(admin.email)
  await expect(mails(page)).toHaveCount(0)
})

/**
 * violations runs axe on the page but not inside the mail frames: a frame sandboxed without scripts can take no
 * injected checker (axe waits on it for good), and a mail's own markup is the server's template, not this page.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const theme of ['light', 'dark']) {
  test.describe(`axe finds no violations (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    })

    test('on /admin/email and an open message', async ({ page, server }) => {
      await openOutbox(page, server)
      await page.getByRole('button', { name: 'Send a test mail to me' }).click()
      await expect(mails(page).getByRole('row').nth(1)).toBeVisible()
      expect(await violations(page)).toEqual([])

      await mails(page).getByRole('row').nth(1).getByRole('button').click()
      await expect(page.getByRole('dialog').getByRole('term').first()).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('on the templates of /admin/email', async ({ page, server }) => {
      await openOutbox(page, server)
      await page.getByRole('tab', { name: 'Templates' }).click()
      await expect(page.getByRole('combobox', { name: 'Template' })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })
}
