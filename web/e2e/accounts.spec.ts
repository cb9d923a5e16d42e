import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, mailedLink, newAccount, toastWith } from './fixtures'

// Account journeys against the real server: sign up, log in and out, the
// session cookie, password reset by the emailed link, profile settings.

const PASSWORD = 'Sturdy-Pixel-42!'
const SESSION_COOKIE = 'texelforge_session'

test.beforeEach(async ({ page }) => {
  // The cookie banner is tested elsewhere; keep it from covering the dialogs.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

const header = (page: Page) => page.getByRole('banner')
const dialog = (page: Page) => page.getByRole('dialog')

async function logInThroughDialog(page: Page, email: string, password: string, keepLoggedIn = true) {
  await header(page).getByRole('button', { name: 'Log In' }).click()
  const d = dialog(page)
  await expect(d.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
  await d.getByLabel('Email').fill(email)
  await d.getByLabel('Password', { exact: true }).fill(password)
  const keep = d.getByRole('checkbox', { name: 'Keep me logged in' })
  await expect(keep).toBeChecked()
  if (!keepLoggedIn) await keep.uncheck()
  await d.getByRole('button', { name: 'Log In', exact: true }).click()
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)
}

test('sign up, see the signed-in navbar, log out, log in with "Keep me logged in", and stay signed in after a reload', async ({ page }) => {
  const { username, email } = newAccount()
  await page.goto('/')
  await header(page).getByRole('button', { name: 'Sign Up' }).click()
  const d = dialog(page)
  await expect(d.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  await d.getByLabel('Username').fill(username)
  await d.getByLabel('Email').fill(email)
  await d.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await expect(d.getByText('at least 10 characters with uppercase, lowercase, number and special character')).toBeVisible()
  await expect(d.getByRole('checkbox', { name: 'Receive updates and special offers' })).toBeChecked()
  await d.getByRole('button', { name: 'Sign Up', exact: true }).click()

  await expect(toastWith(page, 'Account created!')).toContainText('Your account has been created!')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
  await expect(page).toHaveTitle('My Dashboard | Texelforge')
  const account = page.getByRole('region', { name: 'Account' })
  await expect(account).toContainText(username)
  await expect(account).toContainText(email)
  await expect(account.getByText('Free', { exact: true })).toBeVisible()

  // The signed-in navbar: the avatar menu with the user's initial, no Log In / Sign Up.
  const menuButton = header(page).getByRole('button', { name: `Account menu for ${username}` })
  await expect(menuButton).toHaveText('P')
  await expect(header(page).getByRole('button', { name: 'Log In' })).toHaveCount(0)
  await expect(header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await menuButton.click()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText(username)
  await expect(menu.getByRole('menuitem')).toHaveText(['My Dashboard', 'My Textures', 'Texture Studio', 'Profile Settings', 'Log out'])
  await menu.getByRole('menuitem', { name: 'Log out' }).click()

  await expect(toastWith(page, 'Logged out')).toBeVisible()
  await expect(page).toHaveURL(/\/$/) // signed out on a private page: home
  await expect(header(page).getByRole('button', { name: 'Log In' })).toBeVisible()
  expect(await sessionCookie(page)).toBeUndefined()

  await logInThroughDialog(page, email, PASSWORD)
  await expect(toastWith(page, 'Login successful')).toContainText('Welcome back!')
  await expect(page).toHaveURL(/\/dashboard$/)
  const cookie = await sessionCookie(page)
  expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600) // persistent

  await page.reload()
  await expect(header(page).getByRole('button', { name: `Account menu for ${username}` })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
})

test('without "Keep me logged in" the session cookie ends with the browser', async ({ page, server }) => {
  await page.goto('/')
  await logInThroughDialog(page, server.accounts.demo.email, server.accounts.demo.password, false)
  await expect(page).toHaveURL(/\/dashboard$/)
  expect((await sessionCookie(page))?.expires).toBe(-1)
})

test('a wrong password shows "Login failed" and keeps the dialog open', async ({ page, server }) => {
  await page.goto('/')
  await logInThroughDialog(page, server.accounts.demo.email, 'not-the-password')
  await expect(toastWith(page, 'Login failed')).toContainText('Invalid email or password')
  await expect(dialog(page)).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
  await expect(header(page).getByRole('button', { name: 'Log In' })).toBeFocused()
  expect(await sessionCookie(page)).toBeUndefined()
})

test("a taken username or a weak password is refused with the server's message", async ({ page, request }) => {
  const taken = newAccount()
  expect((await request.post('/api/register', { data: { ...taken, password: PASSWORD, newsletter: false } })).status()).toBe(201)
  await page.goto('/')
  await header(page).getByRole('button', { name: 'Sign Up' }).click()
  const d = dialog(page)
  await d.getByLabel('Username').fill(taken.username)
  await d.getByLabel('Email').fill(`other_${taken.email}`)
  await d.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await d.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(toastWith(page, 'Registration failed')).toBeVisible()
  await expect(dialog(page)).toBeVisible()
})

test('visitors are sent from the dashboard to /auth, and log in there to reach it', async ({ page, server }) => {
  await page.goto('/dashboard/profile')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email').fill(server.accounts.demo.email)
  await form.getByLabel('Password', { exact: true }).fill(server.accounts.demo.password)
  await form.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/dashboard$/) // signed in: /auth sends on
})

test('forgot password: the dialog sends the link, the emailed link sets a new password, and it logs in', async ({
  page,
  request,
  server,
}) => {
  const account = newAccount()
  expect((await request.post('/api/register', { data: { ...account, password: PASSWORD, newsletter: false } })).status()).toBe(201)
  await page.goto('/')
  await header(page).getByRole('button', { name: 'Log In' }).click()
  await dialog(page).getByRole('button', { name: 'Forgot Password?' }).click()
  const reset = page.getByRole('dialog', { name: 'Reset Password' })
  await reset.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(toastWith(page, 'Email required')).toContainText('Please enter your email address')
  await reset.getByLabel('Email').fill('not-an-email@example')
  await reset.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(toastWith(page, 'Invalid email format')).toContainText('Please enter a valid email address')
  await reset.getByLabel('Email').fill(account.email)
  await reset.getByRole('button', { name: 'Send Reset Link' }).click()
  const sent = page.getByRole('dialog', { name: 'Check Your Email' })
  await expect(sent).toContainText(`If an account exists with the email ${account.email}, you'll receive a password reset link shortly.`)
  await sent.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const link = await mailedLink(server, account.email, '/reset-password')
  await page.goto(link)
  await expect(page).toHaveTitle('Reset Password | Texelforge')
  const newPassword = 'Brand-New-Pixels-7?'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Password reset' })).toBeVisible()

  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click()
  const d = dialog(page)
  await d.getByLabel('Email').fill(account.email)
  await d.getByLabel('Password', { exact: true }).fill(newPassword)
  await d.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // The link works once.
  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('Another-Pixel-8?')
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another-Pixel-8?')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Link invalid or expired' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
})

test('profile settings: upload and remove an avatar, refuse a wrong file, change the password', async ({ page, request }) => {
  const account = newAccount()
  expect((await request.post('/api/register', { data: { ...account, password: PASSWORD, newsletter: false } })).status()).toBe(201)
  await page.goto('/')
  await logInThroughDialog(page, account.email, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('link', { name: 'Profile Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible()

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Profile' })
  await expect(edit).toContainText('Customize your profile with a personal avatar')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastWith(page, 'No changes')).toBeVisible()

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await edit.getByLabel('Avatar image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(toastWith(page, 'Invalid file type')).toContainText('Please upload a valid image file (JPEG, PNG, GIF, WebP)')
  await edit.getByLabel('Avatar image').setInputFiles('public/logo-512.png')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastWith(page, 'Profile updated')).toContainText('Your profile picture has been updated successfully')
  await expect(edit).toHaveCount(0)
  const avatar = header(page)
    .getByRole('button', { name: `Account menu for ${account.username}` })
    .locator('img')
  await expect(avatar).toHaveAttribute('src', /.+/)
  expect((await request.get((await avatar.getAttribute('src')) ?? '')).ok()).toBe(true)

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await edit.getByRole('button', { name: 'Remove' }).click()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastWith(page, 'Profile updated')).toBeVisible()
  await expect(avatar).toHaveCount(0)

  const form = page.getByRole('region', { name: 'Change password' })
  await form.getByLabel('Current password', { exact: true }).fill('wrong-password')
  await form.getByLabel('New password', { exact: true }).fill('Changed-Pixels-9!')
  await form.getByLabel('Confirm new password', { exact: true }).fill('Changed-Pixels-9!')
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(toastWith(page, 'Password not changed')).toContainText('Current password is incorrect')
  await form.getByLabel('Current password', { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(toastWith(page, 'Password changed')).toBeVisible()
  await page.reload() // this session survives the change
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible()
  const old = await request.post('/api/login', {
    data: { email: account.email, password: PASSWORD, rememberMe: false },
  })
  expect(old.status()).toBe(401)
})

test('the mobile menu offers Log In and Sign Up, then the account links and Sign Out', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const panel = page.locator('#mobile-menu')
  await panel.getByRole('button', { name: 'Log In' }).click()
  await expect(panel).toHaveCount(0)
  const d = dialog(page)
  await d.getByLabel('Email').fill(server.accounts.demo.email)
  await d.getByLabel('Password', { exact: true }).fill(server.accounts.demo.password)
  await d.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(panel.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
    'Home',
    'Studio',
    'Dashboard',
    'Showcase',
    'Blog',
    /^Credits \d+ available$/,
    'Plans',
    'My Textures',
    'Profile Settings',
  ])
  await panel.getByRole('button', { name: 'Sign Out' }).click()
  await expect(toastWith(page, 'Logged out')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the Account dialog traps focus, closes on Escape and passes axe in both themes', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await page.goto('/')
    await header(page).getByRole('button', { name: 'Sign Up' }).click()
    await expect(dialog(page).getByLabel('Username')).toBeVisible()
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(header(page).getByRole('button', { name: 'Sign Up' })).toBeFocused()
  }
})

for (const path of ['/auth', '/forgot-password', '/reset-password?token=x', '/dashboard', '/dashboard/profile']) {
  test(`axe finds no serious violations on ${path}`, async ({ page, server }) => {
    if (path.startsWith('/dashboard')) {
      await page.request.post('/api/login', { data: { ...server.accounts.demo, rememberMe: false } })
    }
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
