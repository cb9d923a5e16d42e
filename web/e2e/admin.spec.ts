import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { test, expect, toastWith, type Server } from './fixtures'

// Admin-area journeys against the real server (docs/admin-api.md): an admin
// finds the demo user and grants credits, which the ledger and the audit log
// show; suspending ends the user's open session; anyone else gets the 404
// page and a refusal from the API; axe on the admin pages in both themes;
// the users sorted A to Z by name. The seed's accounts are "admin", "demo" and
// the showcase's creators (internal/seed).

const SUSPENDED = 'This account is suspended. Write to support to have it restored.'

test.beforeEach(async ({ page }) => {
  // Two browsers, or many pages each: more than the default 30 s on a busy two-core machine.
  test.slow()
  // The cookie banner is tested elsewhere; keep it from covering the page.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

async function signIn(page: Page, account: Server['accounts']['admin']) {
  const res = await page.request.post('/api/login', { data: { ...account, rememberMe: true } })
  expect(res.ok()).toBe(true)
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })

/** openDemoUser searches the users for the demo account and opens its page. */
async function openDemoUser(page: Page) {
  await page.goto('/admin/users')
  await page.getByLabel('Search users').fill('demo@texelforge')
  const table = page.getByRole('table', { name: 'Users' })
  await expect(table.getByRole('row')).toHaveCount(2) // the header and demo
  await expect(page).toHaveURL(/\/admin\/users\?q=demo%40texelforge$/)
  await table.getByRole('link', { name: 'demo', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'demo' })).toBeVisible()
}

/** openedByDemo is a second browser, signed in as demo, showing their dashboard. */
async function openedByDemo(browser: Browser, server: Server) {
  const context = await browser.newContext({ baseURL: server.url })
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
  const page = await context.newPage()
  await signIn(page, server.accounts.demo)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
  return { page, close: () => context.close() }
}

/** axe's serious and critical violations on the page as it is (or a part of it), one line each. */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  const results = await (within ? axe.include(within) : axe).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('a. an admin finds the demo user, grants 5 credits with a reason, and sees the ledger row and the audit entry', async ({
  page,
  server,
}) => {
  await signIn(page, server.accounts.admin)
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click()
  // The admin area's code loads on this first visit.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveTitle('Admin · Overview | Texelforge')

  await openDemoUser(page)
  await expect(page.getByRole('region', { name: 'Credits' })).toContainText('Available3')
  await page.getByRole('button', { name: 'Grant or take credits' }).click()
  const dialog = page.getByRole('dialog', { name: "Change demo's credits" })
  await dialog.getByLabel('Amount').fill('5')
  await dialog.getByLabel('Reason').fill('Thanks for reporting the export bug')
  await dialog.getByRole('button', { name: 'Grant credits' }).click()
  await expect(dialog).toBeHidden()
  await expect(toastWith(page, 'Credits granted')).toBeVisible()
  const newest = page.getByRole('list', { name: 'Ledger' }).getByRole('listitem').first()
  await expect(newest).toContainText('Thanks for reporting the export bug')
  await expect(newest).toContainText('+5 credits')
  await expect(page.getByRole('region', { name: 'Credits' })).toContainText('Available8')

  await adminNav(page).getByRole('link', { name: 'Overview' }).click()
  await page.getByLabel('Filter by action').fill('credits')
  const entry = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first()
  await expect(entry).toContainText('POST /api/admin/users/{id}/credits')
  await expect(entry).toContainText('by admin')
  await expect(entry).toContainText('"amount":5')
  await expect(entry).toContainText('Thanks for reporting the export bug')
})

test("b. suspending the demo user ends their open session, and their sign-in says they're suspended", async ({ page, server, browser }) => {
  const demo = await openedByDemo(browser, server)
  try {
    // A page behind another browser's window may hold its animations (a dialog's closing one).
    await page.bringToFront()
    await signIn(page, server.accounts.admin)
    await openDemoUser(page)
    await page.getByRole('button', { name: 'Suspend', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Suspend demo?' })
    await expect(confirm).toContainText("All their sessions end now, on every device, and they can't sign in")
    await confirm.getByRole('button', { name: 'Suspend', exact: true }).click()
    await expect(confirm).toBeHidden()
    await expect(toastWith(page, 'User suspended')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Open sessions0')

    // Demo's next page load is signed out: the dashboard sends a visitor to /auth.
    await demo.page.bringToFront()
    await demo.page.reload()
    await demo.page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await expect(demo.page).toHaveURL(/\/auth$/)
    const form = demo.page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Email').fill(server.accounts.demo.email)
    await form.getByLabel('Password', { exact: true }).fill(server.accounts.demo.password)
    await form.getByRole('button', { name: 'Log In' }).click()
    await expect(toastWith(demo.page, 'Login failed')).toContainText(SUSPENDED)
    await expect(demo.page).toHaveURL(/\/auth$/)

    // Restored, they sign in again (and the next journey needs them).
    await page.bringToFront()
    await page.getByRole('button', { name: 'Unsuspend' }).click()
    await page.getByRole('dialog', { name: 'Unsuspend demo?' }).getByRole('button', { name: 'Unsuspend' }).click()
    await expect(toastWith(page, 'User restored')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible()
    await demo.page.bringToFront()
    await form.getByRole('button', { name: 'Log In' }).click()
    await expect(demo.page).toHaveURL(/\/dashboard$/)
  } finally {
    await demo.close()
  }
})

test('c. a visitor and a non-admin who open /admin see the 404 page, and the API refuses them', async ({ page, server }) => {
  for (const path of ['/admin', '/admin/users']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page).toHaveTitle('Page Not Found | Texelforge')
    await expect(adminNav(page)).toHaveCount(0)
  }
  expect((await page.request.get('/api/admin/users')).status()).toBe(401)

  await signIn(page, server.accounts.demo)
  for (const path of ['/admin', '/admin/users/1']) {
    await page.goto(path)
    await expect(page.getByRole('button', { name: 'Account menu for demo' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page).toHaveTitle('Page Not Found | Texelforge')
    await expect(adminNav(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
  }
  expect((await page.request.get('/api/admin/users')).status()).toBe(403)
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403)
})

for (const theme of ['light', 'dark']) {
  test(`d. axe finds no serious violations on the admin pages and a dialog (${theme})`, async ({ page, server }) => {
    test.setTimeout(180_000) // axe on three full pages, on a busy machine
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await signIn(page, server.accounts.admin)
    await openDemoUser(page)
    const userPath = new URL(page.url()).pathname
    // An entry of its own for the audit log, whatever ran before.
    expect((await page.request.post(`/api${userPath}/password-reset`)).ok()).toBe(true)
    const pages: [string, (p: Page) => Promise<void>][] = [
      [
        '/admin',
        async (p) => {
          await expect(p.getByRole('list', { name: 'Audit entries' })).toBeVisible()
          await expect(p.getByRole('figure', { name: 'Users per day' })).toBeVisible({ timeout: 15_000 })
        },
      ],
      ['/admin/users', (p) => expect(p.getByRole('table', { name: 'Users' })).toBeVisible()],
      [userPath, (p) => expect(p.getByRole('list', { name: 'Ledger' })).toBeVisible()],
    ]
    for (const [path, loaded] of pages) {
      await page.goto(path)
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
      await loaded(page)
      expect(await seriousViolations(page), path).toEqual([])
    }
    await page.getByRole('button', { name: 'Delete user' }).click()
    await expect(page.getByRole('dialog', { name: 'Delete demo?' })).toBeVisible()
    expect(await seriousViolations(page, '[role="dialog"]'), 'the delete dialog').toEqual([])
  })
}

test('e. on a phone the admin sections are tabs in a row, and the users are cards', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signIn(page, server.accounts.admin)
  await page.goto('/admin')
  const tabs = adminNav(page).getByRole('link')
  await expect(tabs).toHaveText(['Overview', 'Users', 'Content', 'Billing', 'Settings', 'Blog', 'Email'])
  await adminNav(page).getByRole('link', { name: 'Email' }).click()
  await expect(page).toHaveURL(/\/admin\/email$/)
  await adminNav(page).getByRole('link', { name: 'Users' }).click()
  const cards = page.getByRole('list', { name: 'Users' })
  await expect(cards.getByRole('link', { name: /demo@texelforge\.local/ })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0)
  // Nothing wider than the screen, but the tab row scrolls inside itself.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('f. an admin sorts the users by name, A to Z, and the order stays in the URL', async ({ page, server }) => {
  await signIn(page, server.accounts.admin)
  /** The usernames the API lists in an order. */
  const order = async (sort: string) => {
    const res = await page.request.get(`/api/admin/users?sort=${sort}`)
    expect(res.ok()).toBe(true)
    return ((await res.json()) as { users: { username: string }[] }).users.map((u) => u.username)
  }
  const byName = await order('name')
  const newest = await order('newest')
  // The seed's accounts (admin, demo and the showcase's creators): admin, the first, is first A to Z and last by sign-up.
  expect(byName).toEqual([...byName].sort())
  expect(byName[0]).toBe('admin')
  expect(newest.at(-1)).toBe('admin')
  /** The table's links read the avatar's initial, then the name. */
  const shown = (names: string[]) => names.map((n) => new RegExp(`^.?${n}$`))

  await page.goto('/admin/users')
  const links = page.getByRole('table', { name: 'Users' }).getByRole('link')
  const sort = page.getByRole('combobox', { name: 'Sort' })
  await expect(sort).toHaveValue('newest')
  await expect(links).toHaveText(shown(newest))

  await sort.selectOption({ label: 'Name (A–Z)' })
  await expect(page).toHaveURL(/\/admin\/users\?sort=name$/)
  await expect(links).toHaveText(shown(byName))

  // A reload, or coming back from a user, keeps the order.
  await page.reload()
  await expect(sort).toHaveValue('name')
  await expect(links).toHaveText(shown(byName))
  await links.filter({ hasText: /demo$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'demo' })).toBeVisible()
  await page.goBack()
  await expect(sort).toHaveValue('name')
  await expect(links).toHaveText(shown(byName))
})
