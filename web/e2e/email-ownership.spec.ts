import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, mailedLink, mailedLinks, newAccount, png16, toastWith } from './fixtures'

// Email ownership against the real server: the verification notice and the
// mailed link, deleting an account, and the newsletter's confirm and
// unsubscribe links. Without SMTP the links are read from the server's log.

const PASSWORD = 'Sturdy-Pixel-42!'

test.beforeEach(async ({ page }) => {
  // The cookie banner is tested elsewhere; keep it from covering the dialogs.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

const header = (page: Page) => page.getByRole('banner')
const notice = (page: Page) => page.getByRole('region', { name: 'Verify your email' })

/** signUp creates an account through the Sign Up dialog and lands on the dashboard. */
async function signUp(page: Page, account: { username: string; email: string }, newsletter: boolean) {
  await page.goto('/')
  await header(page).getByRole('button', { name: 'Sign Up' }).click()
  const d = page.getByRole('dialog')
  await d.getByLabel('Username').fill(account.username)
  await d.getByLabel('Email').fill(account.email)
  await d.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await d.getByRole('checkbox', { name: 'Receive updates and special offers' }).setChecked(newsletter)
  await d.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** seriousViolations runs axe (WCAG 2.1 A and AA) and lists the serious and critical findings. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('verification: the notice in the dashboard and the studio, a new link, the link verifies, the notice goes', async ({
  page,
  server,
}) => {
  const account = newAccount()
  await signUp(page, account, false)
  await expect(notice(page)).toContainText(`We sent a link to ${account.email}. It works for 24 hours.`)
  const first = await mailedLink(server, account.email, '/verify-email')

  await page.goto('/texture-studio')
  await expect(page.getByRole('heading', { level: 1, name: 'Texture Studio' })).toBeVisible()
  await notice(page).getByRole('button', { name: 'Resend email' }).click()
  await expect(toastWith(page, 'Verification email')).toContainText(`We sent a new verification link to ${account.email}.`)
  const newest = await mailedLink(server, account.email, '/verify-email', 2)
  expect(newest).not.toBe(first)

  // A resend makes the older link stop working; a signed-in owner is offered another.
  await page.goto(first)
  await expect(page.getByRole('heading', { level: 1, name: 'Email not verified' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('This verification link is invalid or has expired.')
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible()

  await page.goto(newest)
  await expect(page).toHaveTitle('Verify Email | Texelforge')
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Your email address has been verified.')
  await expect(page.getByRole('link', { name: 'Open the Texture Studio' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to My Dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
  await expect(notice(page)).toHaveCount(0)
  await page.goto('/texture-studio')
  await expect(page.getByRole('heading', { level: 1, name: 'Texture Studio' })).toBeVisible()
  await expect(notice(page)).toHaveCount(0)
})

test('account deletion: a wrong password keeps the account, the right one deletes it and signs out', async ({ page, server }) => {
  const account = newAccount()
  await signUp(page, account, false)
  const saved = await page.request.post('/api/textures', {
    data: { title: 'Doomed Block', prompt: 'doomed block', kind: 'block', size: 16, png: png16().toString('base64') },
  })
  expect(saved.status()).toBe(201)
  const textureId = ((await saved.json()) as { texture: { id: number } }).texture.id
  const shared = await page.request.post('/api/showcase', {
    data: { textureId, title: 'Doomed Block', description: '', tags: [], licenseType: 'free' },
  })
  expect(shared.status()).toBe(201)
  const showcaseId = ((await shared.json()) as { data: { id: number } }).data.id

  await page.goto('/dashboard/profile')
  const section = page.getByRole('region', { name: 'Delete account' })
  await expect(section).toContainText('cannot be undone')
  await section.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The password is incorrect. Your account was not deleted.')
  await expect(dialog).toBeVisible()
  expect((await page.request.get('/api/user')).status()).toBe(200) // still signed in

  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(toastWith(page, 'Account deleted')).toContainText('Your account has been deleted.')
  await expect(page).toHaveURL(/\/$/)
  await expect(header(page).getByRole('button', { name: 'Log In' })).toBeVisible()
  expect((await page.request.get('/api/user')).status()).toBe(401)
  expect((await page.request.get(`/api/showcase/${showcaseId}`)).status()).toBe(404)
  const login = await page.request.post('/api/login', {
    data: { email: account.email, password: PASSWORD, rememberMe: false },
  })
  expect(login.status()).toBe(401)
  expect(server.logs()).not.toContain('level=ERROR')
})

test('unsubscribe: a verified sign-up gets the newsletter, and its link unsubscribes the address once and for all', async ({
  page,
  server,
}) => {
  const account = newAccount()
  await signUp(page, account, true)
  await page.goto(await mailedLink(server, account.email, '/verify-email')) // verifying confirms the subscription
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible()

  const sent = server.cli(['newsletter', 'send', '--subject', 'Pixel news'], 'New blocks this month.\n')
  const links = mailedLinks(sent, account.email, '/newsletter/unsubscribe')
  expect(links).toHaveLength(1)
  const link = new URL(links[0] ?? '')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page).toHaveTitle('Unsubscribe | Texelforge')
  await expect(page.getByRole('main')).toContainText('Unsubscribe p***@example.com from the Texelforge newsletter?')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('main')).toContainText('You have been unsubscribed from the Texelforge newsletter.')

  await page.reload()
  await expect(page.getByRole('main')).toContainText('This address is not subscribed.')
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
  const again = server.cli(['newsletter', 'send', '--subject', 'More pixel news'], 'Still here.\n')
  expect(mailedLinks(again, account.email, '/newsletter/unsubscribe')).toEqual([])
})

test('newsletter confirm: the mailed link confirms on the button, once', async ({ page, server }) => {
  const email = `reader_${Date.now().toString(36)}@example.com`
  expect((await page.request.post('/api/signup', { data: { email, newsletter: true } })).ok()).toBe(true)
  const link = await mailedLink(server, email, '/newsletter/confirm')
  await page.goto(link)
  await expect(page).toHaveTitle('Confirm Newsletter | Texelforge')
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByRole('main')).toContainText('Your newsletter subscription is confirmed. Thanks!')

  await page.goto(link)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByRole('main')).toContainText('This confirmation link is invalid or has expired.')
})

for (const path of ['/verify-email?token=x', '/newsletter/confirm?token=x', '/newsletter/unsubscribe?token=x']) {
  for (const theme of ['light', 'dark']) {
    test(`axe finds no serious violations on ${path} (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      // The settled page: the link's error, or the confirm button.
      await expect(page.getByRole('heading', { level: 1, name: /not verified|Confirm your subscription|Could not/ })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }
}

test('axe finds no serious violations on Profile Settings with the delete dialog open', async ({ page, server }) => {
  await page.request.post('/api/login', { data: { ...server.accounts.demo, rememberMe: false } })
  await page.goto('/dashboard/profile')
  await page.getByRole('button', { name: 'Delete account' }).click()
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused()
})
