import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { test, expect, newAccount, png16, toastWith, type Server } from './fixtures'

// /admin/content against the real server: the admin edits a legal page in
// Markdown and a visitor reads it; a user reports a shared texture, the admin
// removes it from the showcase and restores it; axe in both themes.

const PASSWORD = 'Sturdy-Pixel-42!'

test.beforeEach(async ({ page }) => {
  // The cookie banner is tested elsewhere; keep it from covering the page.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

async function signIn(page: Page, account: Server['accounts']['admin']) {
  const res = await page.request.post('/api/login', { data: { ...account, rememberMe: true } })
  expect(res.ok()).toBe(true)
}

/** visitorPage opens a fresh context: no session, nothing cached. */
async function visitorPage(browser: Browser, server: Server): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
  return page
}

/** shareNewTexture registers a new user in its own context, shares a texture as them and returns its showcase id. */
async function shareNewTexture(browser: Browser, server: Server, title: string): Promise<{ id: number; owner: string }> {
  const context = await browser.newContext({ baseURL: server.url })
  try {
    const { username, email } = newAccount()
    expect((await context.request.post('/api/register', { data: { username, email, password: PASSWORD } })).ok()).toBe(true)
    const saved = await context.request.post('/api/textures', {
      data: { title, prompt: title.toLowerCase(), kind: 'block', size: 16, png: png16().toString('base64') },
    })
    expect(saved.status()).toBe(201)
    const textureId = ((await saved.json()) as { texture: { id: number } }).texture.id
    const shared = await context.request.post('/api/showcase', {
      data: { textureId, title, description: 'For the moderation journey', tags: [], licenseType: 'free' },
    })
    expect(shared.status()).toBe(201)
    return { id: ((await shared.json()) as { data: { id: number } }).data.id, owner: username }
  } finally {
    await context.close()
  }
}

test('the admin edits the privacy policy in Markdown and a visitor reads it', async ({ page, browser, server }) => {
  await signIn(page, server.accounts.admin)
  await page.goto('/admin/content')
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible()
  const editor = page.getByLabel('Markdown')
  await expect(editor).toBeEnabled()
  await expect(page.getByText('Nothing saved yet: this is the built-in text.')).toBeVisible()
  await expect(editor).toHaveValue(/^# Privacy Policy\n/)

  const added = '\n\n## Moderation of shared textures\n\nReported textures are reviewed by an admin within two working days.\n'
  await editor.fill((await editor.inputValue()).trimEnd() + added)
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { name: 'Moderation of shared textures' })).toBeVisible()
  await expect(preview).toContainText('Reported textures are reviewed by an admin within two working days.')

  await page.getByRole('button', { name: 'Save Privacy Policy' }).click()
  await expect(toastWith(page, 'Content saved')).toBeVisible()
  await expect(page.getByText('This is the saved text.')).toBeVisible()

  const visitor = await visitorPage(browser, server)
  try {
    await visitor.goto('/privacy')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    const section = visitor.getByRole('region', { name: 'Moderation of shared textures' })
    await expect(section).toContainText('Reported textures are reviewed by an admin within two working days.')
    await expect(
      visitor.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Moderation of shared textures' }),
    ).toHaveAttribute('href', '#moderation-of-shared-textures')
    // The built-in text it was saved from is still there.
    await expect(visitor.getByRole('region', { name: 'Who we are' })).toBeVisible()
  } finally {
    await visitor.context().close()
  }
})

test('a user reports a texture; the admin removes it from the showcase, then restores it', async ({ page, browser, server }) => {
  test.setTimeout(180_000) // three browser contexts on a busy machine
  const title = `E2E Reported Block ${Date.now().toString(36)}`
  const { id, owner } = await shareNewTexture(browser, server, title)

  // The demo user reports it from its detail dialog.
  await signIn(page, server.accounts.demo)
  await page.goto(`/showcase/${id}`)
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: 'Report' }).click()
  await dialog.getByLabel(`What is wrong with “${title}”?`).fill('It copies a texture from another pack.')
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(toastWith(page, 'Thanks, an admin will look at it')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Reported' })).toBeDisabled()
  // A second report of the same texture is refused.
  const again = await page.request.post(`/api/showcase/${id}/report`, { data: { reason: 'Again' } })
  expect(again.status()).toBe(409)

  // The admin finds it in the queue and removes it.
  const admin = await (await browser.newContext({ baseURL: server.url })).newPage()
  try {
    await admin.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
    await signIn(admin, server.accounts.admin)
    await admin.goto('/admin/content?tab=moderation')
    const row = admin.getByRole('row', { name: new RegExp(`Report of “${title}”`) })
    await expect(row).toContainText(owner)
    await expect(row).toContainText('demo')
    await expect(row).toContainText('It copies a texture from another pack.')
    await expect(row.locator('img')).toHaveCSS('image-rendering', 'pixelated')
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16)
    const axe = await new AxeBuilder({ page: admin }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await row.getByRole('button', { name: 'Remove' }).click()
    const confirm = admin.getByRole('dialog', { name: `Remove “${title}” from the showcase?` })
    await expect(confirm).toContainText('leaves the showcase for everyone')
    await confirm.getByRole('button', { name: 'Remove texture' }).click()
    await expect(toastWith(admin, 'Texture removed from the showcase')).toBeVisible()
    await expect(row).toHaveCount(0)
    const removed = admin.getByRole('row', { name: `“${title}” by ${owner}` })
    await expect(removed).toBeVisible()

    // A visitor no longer finds it.
    const visitor = await visitorPage(browser, server)
    try {
      await visitor.goto('/showcase?sort=newest')
      await expect(visitor.getByTestId('showcase-card').first()).toBeVisible({ timeout: 15_000 })
      await expect(visitor.getByRole('link', { name: `${title} by ${owner}`, exact: true })).toHaveCount(0)
      expect((await visitor.request.get(`/api/showcase/${id}`)).status()).toBe(404)
      await visitor.goto(`/showcase/${id}`)
      // The showcase retries a failed load 3 times (product.md §7) before it says so.
      await expect(visitor.getByRole('dialog', { name: 'Texture not found' })).toBeVisible({ timeout: 20_000 })

      // The admin restores it, and it is back.
      await removed.getByRole('button', { name: 'Restore' }).click()
      await expect(toastWith(admin, 'Texture restored')).toBeVisible()
      await expect(removed).toHaveCount(0)
      expect((await visitor.request.get(`/api/showcase/${id}`)).status()).toBe(200)
      await visitor.goto('/showcase?sort=newest')
      await expect(visitor.getByRole('link', { name: `${title} by ${owner}`, exact: true })).toBeVisible({ timeout: 15_000 })
    } finally {
      await visitor.context().close()
    }
  } finally {
    await admin.context().close()
  }
})

test('Edit the landing page opens / with Edit Mode on', async ({ page, server }) => {
  await signIn(page, server.accounts.admin)
  await page.goto('/admin/content?tab=landing')
  await page.getByRole('button', { name: 'Edit the landing page' }).click()
  await expect(page).toHaveURL(`${server.url}/`)
  await expect(page.getByRole('button', { name: 'Exit Edit Mode' })).toBeVisible()
  await expect(page.getByTitle('Edit hero title')).toBeVisible()
})

for (const theme of ['light', 'dark']) {
  test(`axe finds no violations on /admin/content (${theme})`, async ({ page, server }) => {
    test.slow() // three tabs, the first with a whole legal page in its preview
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await signIn(page, server.accounts.admin)
    const violations = async () => {
      const results = await new AxeBuilder({ page }).analyze()
      return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    }
    await page.goto('/admin/content')
    await expect(page.getByLabel('Markdown')).toBeEnabled()
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Privacy Policy' })).toBeVisible()
    expect(await violations()).toEqual([])

    await page.getByRole('tab', { name: 'Landing texts' }).click()
    await expect(page.getByRole('button', { name: 'Edit the landing page' })).toBeVisible()
    expect(await violations()).toEqual([])

    await page.getByRole('tab', { name: 'Showcase moderation' }).click()
    await expect(
      page.getByText('No open reports. Reported textures show here.').or(page.getByRole('table', { name: 'Open reports' })),
    ).toBeVisible()
    await expect(page.getByText('No removed textures.').or(page.getByRole('table', { name: 'Removed textures' }))).toBeVisible()
    expect(await violations()).toEqual([])
  })
}
