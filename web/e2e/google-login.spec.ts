import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test as base, expect, freePort } from './fixtures'

// Google sign-in against the repository's mock OpenID Connect provider
// (internal/oidclogin/mockprovider), which signs its user in at once.

/** Starts the mock provider once per worker and gives Texelforge its settings. */
const test = base.extend<object, { oidcIssuer: string }>({
  oidcIssuer: [
    async ({}, use) => {
      const bin = join(mkdtempSync(join(tmpdir(), 'texelforge-oidc-')), 'mockprovider')
      execFileSync('go', ['build', '-o', bin, './internal/oidclogin/mockprovider'], {
        cwd: resolve(import.meta.dirname, '../..'),
        stdio: 'inherit',
      })
      const port = await freePort()
      const provider: ChildProcess = spawn(bin, ['-addr', `127.0.0.1:${port}`, '-email', 'player@example.com', '-name', 'Pixel Player'], {
        stdio: 'ignore',
      })
      const issuer = `http://127.0.0.1:${port}/oidc`
      await expect
        .poll(async () => (await fetch(`${issuer}/.well-known/openid-configuration`).catch(() => null))?.status, {
          timeout: 10_000,
        })
        .toBe(200)
      await use(issuer)
      provider.kill('SIGTERM')
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  serverEnv: async ({ oidcIssuer }, use) => {
    await use({
      TEXELFORGE_GOOGLE_ISSUER: oidcIssuer,
      TEXELFORGE_GOOGLE_CLIENT_ID: 'texelforge-dev',
      TEXELFORGE_GOOGLE_CLIENT_SECRET: 'texelforge-dev-secret',
    })
  },
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

test('the server offers Google sign-in', async ({ request }) => {
  expect(await (await request.get('/api/auth/providers')).json()).toEqual({ success: true, google: true })
})

test('desktop: the dialog opens a 500x600 popup, and the page reloads signed in', async ({ page }) => {
  // The mock provider answers at once and the popup closes itself, so its size is read from window.open.
  await page.addInitScript(() => {
    const open = window.open.bind(window)
    window.open = (url, target, features) => {
      sessionStorage.setItem('popupFeatures', String(features)) // survives the reload
      return open(url, target, features)
    }
  })
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click()
  const google = page.getByRole('dialog').getByRole('button', { name: 'Sign in with Google' })
  await expect(google).toBeVisible()
  await Promise.all([page.waitForEvent('popup'), google.click()])
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeVisible()
  await expect(page).toHaveURL(/\/$/) // the dialog's page reloads; it does not move
  const features = await page.evaluate(() => sessionStorage.getItem('popupFeatures') ?? '')
  expect(features).toMatch(/width=500/)
  expect(features).toMatch(/height=600/)
  // The login flag was read and cleared by the current-user query after the reload.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loginSuccess'))).toBeNull()
})

test('desktop: from /auth the popup sign-in lands on /dashboard', async ({ page }) => {
  await page.goto('/auth?mode=signup')
  const google = page.getByRole('main').getByRole('button', { name: 'Sign up with Google' })
  await Promise.all([page.waitForEvent('popup'), google.click()])
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
})

// The server sends Cross-Origin-Opener-Policy: unsafe-none on /api/auth/google*: with an isolating policy
// there, Chromium would cut the popup off from its opener on the way back from the provider.
test('desktop: the popup reports back to the opener and closes itself', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click()
  const google = page.getByRole('dialog').getByRole('button', { name: 'Sign in with Google' })
  const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()])
  // Polled, not awaited as an event: a fast popup may close before a 'close' listener is attached.
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeVisible()
})

test('mobile: the browser goes to Google and comes back signed in to the page it left', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/reset-password')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.locator('#mobile-menu').getByRole('button', { name: 'Log In' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in with Google' }).click()
  await expect(page).toHaveURL(/\/reset-password$/)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' })).toBeVisible()
  expect(await page.evaluate(() => [localStorage.getItem('googleLoginInProgress'), localStorage.getItem('googleLoginReturnUrl')])).toEqual([
    null,
    null,
  ])
})

test('mobile: from /auth the sign-in lands on /dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/auth')
  await page.getByRole('main').getByRole('button', { name: 'Sign in with Google' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
})

/** queueGoogleUser has the mock provider sign in this person next, once per call. */
async function queueGoogleUser(issuer: string, person: { subject: string; email: string; name: string }) {
  const res = await fetch(new URL('/users', issuer), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...person, emailVerified: true }),
  })
  expect(res.status).toBe(204)
}

const googlePerson = (name: string) => {
  const id = `${name}_${Date.now().toString(36)}`
  return { subject: id, email: `${id}@example.com`, name }
}

test('a Google account without a password sets one without a current password', async ({ page, oidcIssuer }) => {
  await queueGoogleUser(oidcIssuer, googlePerson('setter'))
  await page.goto('/auth')
  await Promise.all([page.waitForEvent('popup'), page.getByRole('main').getByRole('button', { name: 'Sign in with Google' }).click()])
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/dashboard/profile')
  const form = page.getByRole('region', { name: 'Set a password' })
  await expect(form.getByLabel('Current password', { exact: true })).toHaveCount(0)
  await form.getByLabel('New password', { exact: true }).fill('Google-Pixels-5!')
  await form.getByLabel('Confirm new password', { exact: true }).fill('Google-Pixels-5!')
  await form.getByRole('button', { name: 'Set Password' }).click()
  await expect(page.getByRole('region', { name: 'Change password' }).getByLabel('Current password', { exact: true })).toBeVisible()
})

test('a Google account without a password confirms its deletion by signing in with Google again', async ({ page, oidcIssuer }) => {
  const person = googlePerson('leaver')
  await queueGoogleUser(oidcIssuer, person)
  await queueGoogleUser(oidcIssuer, person) // the second sign-in, to confirm
  await page.goto('/auth')
  await Promise.all([page.waitForEvent('popup'), page.getByRole('main').getByRole('button', { name: 'Sign in with Google' }).click()])
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/dashboard/profile')
  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog.getByLabel('Password')).toHaveCount(0)
  await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Sign in with Google to confirm' }).click()])
  // Back from Google, the dialog opens again by itself, and the marker leaves the URL.
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/profile$/)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible()
  expect((await page.request.get('/api/user')).status()).toBe(401)
})

test('an account someone else registered with your address becomes yours when you sign in with Google', async ({
  page,
  browser,
  baseURL,
  oidcIssuer,
}) => {
  const owner = googlePerson('owner')
  const squatter = await browser.newContext({ baseURL })
  const password = 'Squatted-Pixels-9!'
  const username = `sq_${Date.now().toString(36)}`
  const registered = await squatter.request.post('/api/register', {
    data: { username, email: owner.email, password, newsletter: false },
  })
  expect(registered.status()).toBe(201)
  expect((await squatter.request.get('/api/user')).status()).toBe(200)

  await queueGoogleUser(oidcIssuer, owner)
  await page.goto('/auth')
  await Promise.all([page.waitForEvent('popup'), page.getByRole('main').getByRole('button', { name: 'Sign in with Google' }).click()])
  await expect(page).toHaveURL(/\/dashboard$/)
  const me = (await (await page.request.get('/api/user')).json()) as {
    user: { username: string; emailVerified: boolean; hasPassword: boolean }
  }
  expect(me.user).toMatchObject({ username, emailVerified: true, hasPassword: false })
  // The squatter's session ended, and the password they chose no longer opens the account.
  expect((await squatter.request.get('/api/user')).status()).toBe(401)
  expect((await squatter.request.post('/api/login', { data: { email: owner.email, password } })).status()).toBe(401)
  await squatter.close()
})
