import type { Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { readFileSync } from 'node:fs'
import { PNG } from 'pngjs'
import { test, expect, png16, type Server } from './fixtures'

// My Textures against the real server: a texture saved through the API shows
// crisp in the grid, is renamed, exported as a Java pack (the zip is read
// here) and deleted after confirming. The navbar's Credits tooltip is checked too.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

async function signIn(page: Page, server: Server) {
  const res = await page.request.post('/api/login', { data: { ...server.accounts.demo, rememberMe: true } })
  expect(res.ok()).toBe(true)
}

test('save, see, rename, export as a Java pack and delete a texture in My Textures', async ({ page, server }) => {
  await signIn(page, server)
  const created = await page.request.post('/api/textures', {
    data: { title: 'E2E Ruby Block', prompt: 'ruby block', kind: 'block', size: 16, png: png16().toString('base64') },
  })
  expect(created.status()).toBe(201)

  await page.goto('/dashboard/textures')
  await expect(page).toHaveTitle('My Textures | Texelforge')
  await expect(page.getByRole('heading', { name: 'My Textures', level: 1 })).toBeVisible()
  const image = page.getByRole('img', { name: 'E2E Ruby Block' })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16)
  expect(await image.evaluate((img) => getComputedStyle(img).imageRendering)).toBe('pixelated')
  await expect(page.getByRole('link', { name: 'Open E2E Ruby Block in the studio' })).toHaveAttribute(
    'href',
    /\/texture-studio\?texture=\d+$/,
  )

  // Rename.
  await page.getByRole('button', { name: 'Rename E2E Ruby Block' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename texture' })
  await rename.getByLabel('Title').fill('E2E Ruby Ore')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(rename).toBeHidden()
  await expect(page.getByRole('img', { name: 'E2E Ruby Ore' })).toBeVisible()
  await page.screenshot({ path: '/tmp/my-textures.png', fullPage: true })

  // Select it and export a Java pack for 1.21.4 (pack format 46).
  await page.getByRole('checkbox', { name: 'Select E2E Ruby Ore' }).check()
  await page.getByRole('button', { name: 'Export as a pack' }).click()
  const exportDialog = page.getByRole('dialog', { name: 'Export resource pack' })
  await expect(exportDialog.getByLabel('Edition')).toHaveValue('java')
  await exportDialog.getByLabel('Game version').selectOption('1.21.4')
  await exportDialog.getByLabel('Pack name').fill('E2E Pack')
  const custom = exportDialog.getByLabel('Custom name for E2E Ruby Ore')
  await expect(custom).toHaveValue('e2e_ruby_ore')
  await custom.fill('Ruby Ore')
  await exportDialog.getByRole('button', { name: 'Export pack' }).click()
  await expect(exportDialog.getByText(/Use snake_case/)).toBeVisible()
  await custom.fill('e2e_ruby_ore')
  await page.screenshot({ path: '/tmp/export-dialog.png' })
  const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Export pack' }).click()])
  expect(download.suggestedFilename()).toBe('e2e_pack.zip')
  await expect(exportDialog).toBeHidden()
  const files = unzipSync(readFileSync(await download.path()))
  const meta = JSON.parse(strFromU8(files['pack.mcmeta'] ?? new Uint8Array())) as { pack: Record<string, unknown> }
  expect(meta.pack.pack_format).toBe(46)
  const png = files['assets/minecraft/textures/block/e2e_ruby_ore.png']
  if (!png) throw new Error(`the texture is not in the pack: ${Object.keys(files).join(', ')}`)
  expect(PNG.sync.read(Buffer.from(png))).toMatchObject({ width: 16, height: 16 })

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete E2E Ruby Ore' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete texture?' })
  await expect(confirm).toContainText('“E2E Ruby Ore” will be deleted for good.')
  // The open dialog hides the page from role queries, so wait for the answer and the dialog to go first.
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/textures/'))
  await confirm.getByRole('button', { name: 'Delete' }).click()
  expect((await deleted).status()).toBe(200)
  await expect(confirm).toHaveCount(0)
  await expect(page.getByRole('img', { name: 'E2E Ruby Ore' })).toHaveCount(0)
  const left = (await (await page.request.get('/api/textures')).json()) as { textures: { title: string }[] }
  expect(left.textures.map((t) => t.title)).not.toContain('E2E Ruby Ore')
  if (left.textures.length === 0) await expect(page.getByText('No saved textures yet')).toBeVisible()
})

test('My Textures loads a page at a time: Load more reaches the oldest texture', async ({ page }) => {
  const name = `pager${Date.now()}`
  const registered = await page.request.post('/api/register', {
    data: { username: name, email: `${name}@example.com`, password: 'Blue-Anvil-42x', newsletter: false },
  })
  expect(registered.status()).toBe(201)
  for (let i = 1; i <= 65; i++) {
    const saved = await page.request.post('/api/textures', {
      data: { title: `Paged ${i}`, prompt: 'stone', kind: 'block', size: 16, png: png16().toString('base64') },
    })
    expect(saved.status()).toBe(201)
  }

  await page.goto('/dashboard/textures')
  const grid = page.getByRole('list', { name: 'Saved textures' })
  await expect(grid.getByRole('img', { name: 'Paged 65', exact: true })).toBeVisible()
  await expect(grid.getByRole('listitem')).toHaveCount(60)
  await expect(page.getByText('60+ saved')).toBeVisible()
  await expect(grid.getByRole('img', { name: 'Paged 1', exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(grid.getByRole('img', { name: 'Paged 1', exact: true })).toBeVisible()
  await expect(grid.getByRole('listitem')).toHaveCount(65)
  await expect(page.getByText('65 saved')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
})

test('the navbar Credits link tells used, available and what a credit buys', async ({ page, server }) => {
  await signIn(page, server)
  const { credits: c } = (await (await page.request.get('/api/user/credits')).json()) as {
    credits: { total: number; used: number; subscriptionCreditsTotal: number; subscriptionCreditsAvailable: number }
  }
  const total = c.subscriptionCreditsTotal + c.total
  const available = Math.max(0, c.total + c.subscriptionCreditsAvailable - c.used)
  await page.goto('/dashboard')
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credits' })
  // The Credits entry loads after the shell; its tooltip trigger carries data-state.
  await expect(link).toHaveAttribute('data-state', 'closed')
  await link.hover()
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toContainText(`${total - available} of ${total} credits used`)
  await expect(tooltip).toContainText(`${available} available`)
  await expect(tooltip).toContainText('1 credit = 16 textures')

  // A phone: the menu's Credits entry shows the count, and My Textures fits 390 px.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/dashboard/textures')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByTestId('credits-count')).toHaveText(`${available} available`)
  await page.screenshot({ path: '/tmp/mobile-menu-390.png' })
  await page.getByRole('button', { name: 'Close menu' }).click()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
