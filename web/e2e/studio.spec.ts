import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { readFileSync } from 'node:fs'
import { PNG } from 'pngjs'
import { test, expect, type Server } from './fixtures'

// The Texture Studio journey against the real server: prompt to 16
// variations (timed), pick one, paint, undo and redo, save, export it as a
// Java pack (the zip is read here), share it to the showcase, find it again.

const MAGENTA = [255, 0, 255, 255]

test.beforeEach(async ({ page }) => {
  // The cookie banner is tested elsewhere; keep it from covering the page.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

async function signIn(page: Page, server: Server) {
  const res = await page.request.post('/api/login', { data: { ...server.accounts.demo, rememberMe: true } })
  expect(res.ok()).toBe(true)
}

/** The RGBA of the editor canvas's texel (x, y): the canvas holds one pixel per texel. */
function texel(page: Page, x: number, y: number): Promise<number[]> {
  return page
    .getByTestId('editor-canvas')
    .evaluate((canvas: HTMLCanvasElement, [px, py]) => Array.from(canvas.getContext('2d')?.getImageData(px, py, 1, 1).data ?? []), [x, y])
}

// A modal dialog may hide the toast region from the accessibility tree, so hidden nodes count.
const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title })

/** The RGBA of every texel of the editor canvas, row by row. */
function canvasPixels(page: Page): Promise<number[]> {
  return page
    .getByTestId('editor-canvas')
    .evaluate((canvas: HTMLCanvasElement) =>
      Array.from(canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? []),
    )
}

/**
 * previewColors reads what the 3D preview's canvas shows: how many distinct
 * colours, and how many pixels are magenta-like (red and blue high, green low,
 * whatever the face's lighting).
 */
async function previewColors(canvas: Locator): Promise<{ distinct: number; magenta: number }> {
  const shot = PNG.sync.read(await canvas.screenshot())
  const seen = new Set<number>()
  let magenta = 0
  for (let i = 0; i < shot.data.length; i += 4) {
    const [r = 0, g = 0, b = 0] = shot.data.subarray(i, i + 3)
    seen.add((r << 16) | (g << 8) | b)
    if (r > 90 && b > 90 && g < 0.35 * Math.min(r, b)) magenta++
  }
  return { distinct: seen.size, magenta }
}

/** Clicks the centre of texel (x, y) of the editor canvas. */
async function clickTexel(page: Page, x: number, y: number) {
  const canvas = page.getByTestId('editor-canvas')
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the editor canvas is not on screen')
  const cell = box.width / Number(await canvas.getAttribute('width'))
  await canvas.click({ position: { x: (x + 0.5) * cell, y: (y + 0.5) * cell } })
}

test('a visitor is asked to log in and finds the prompt waiting after logging in', async ({ page, server }) => {
  await page.goto('/texture-studio?prompt=ruby%20sword')
  await expect(page.getByRole('heading', { name: 'Texture Studio' })).toBeVisible()
  await expect(page.getByText('“ruby sword”')).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
  await dialog.getByLabel('Email').fill(server.accounts.demo.email)
  await dialog.getByLabel('Password', { exact: true }).fill(server.accounts.demo.password)
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page.getByLabel('Describe your block or item')).toHaveValue('ruby sword')
  await page.waitForTimeout(600) // past the post-login redirect delay
  expect(new URL(page.url()).pathname).toBe('/texture-studio')
  await expect(page.getByTestId('prompt-reading')).toContainText('Detected: Item')

  // A thing no word names: the reading says which shape it is drawn as, and why.
  await page.getByLabel('Describe your block or item').fill('boomerang')
  await expect(page.getByTestId('prompt-reading')).toContainText('“boomerang” is drawn as the nearest shape the engine knows: a bow.')
})

test('generate 16 variations, edit one with undo and redo, save, export, share, find it in My Textures', async ({ page, server }) => {
  await signIn(page, server)
  await page.goto('/texture-studio?prompt=mossy%20cobblestone')
  const prompt = page.getByLabel('Describe your block or item')
  await expect(prompt).toHaveValue('mossy cobblestone')
  await expect(page.getByTestId('prompt-reading')).toContainText('Detected: Block')
  await expect(page.getByTestId('prompt-reading')).toContainText('Understood')
  await expect(page.getByTestId('credit-cost')).toHaveText(/^Costs 1 credit · \d+ available$/)
  const before = Number(/· (\d+)/.exec((await page.getByTestId('credit-cost').textContent()) ?? '')?.[1])
  await expect(page.getByRole('radio', { name: /64x64/ })).toBeDisabled()

  // Prompt to 16 textures on screen (decoded images), timed.
  const variations = page.getByTestId('variations').getByRole('button')
  const t0 = Date.now()
  await page.getByRole('button', { name: 'Generate', exact: true }).click()
  await expect(variations).toHaveCount(16)
  await expect
    .poll(() =>
      page
        .getByTestId('variations')
        .locator('img')
        .evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((i) => i.complete && i.naturalWidth === 16).length),
    )
    .toBe(16)
  const elapsed = Date.now() - t0
  console.log(`studio: prompt to 16 variations on screen in ${elapsed} ms`)
  test.info().annotations.push({ type: 'prompt-to-16-on-screen-ms', description: String(elapsed) })
  await expect(page.getByTestId('credit-cost')).toHaveText(`Costs 1 credit · ${before - 1} available`)

  // The quality figures show on focus. Focusing a partly hidden variation scrolls it into view, and a
  // tooltip closes when its trigger scrolls (Radix): bring it into view and let the scroll settle first.
  await variations.nth(2).scrollIntoViewIfNeeded()
  await page.waitForFunction(() => {
    const y = window.scrollY
    const twoFrames = (done: () => void) => requestAnimationFrame(() => requestAnimationFrame(done))
    return new Promise((still) => twoFrames(() => still(window.scrollY === y)))
  })
  await variations.nth(2).focus()
  await expect(page.getByRole('tooltip')).toContainText('Colours')

  // Pick one, paint a texel magenta, undo and redo it.
  await variations.nth(2).click()
  await expect(page.getByTestId('editor-canvas')).toBeVisible()
  // Stop the 3D preview's auto-rotation: software WebGL redrawing every frame slows everything on a busy machine.
  const spin = page.getByTestId('texture-preview-3d').getByRole('button', { name: 'Auto-rotate' })
  await spin.click()
  await expect(spin).toHaveAttribute('aria-pressed', 'false')
  const original = await texel(page, 3, 4)
  // The 3D preview draws the cube with the texture: many colours, none of them magenta yet.
  const cube = page.getByRole('img', { name: 'Block preview: drag to turn the cube' })
  await expect.poll(async () => (await previewColors(cube)).distinct).toBeGreaterThan(8)
  expect((await previewColors(cube)).magenta).toBe(0)
  await page.getByLabel('Colour', { exact: true }).fill('#ff00ff')
  await clickTexel(page, 3, 4)
  expect(await texel(page, 3, 4)).toEqual(MAGENTA)
  // ...and follows the edit at once (the texel shows on the cube's visible faces, lit or shaded).
  await expect.poll(async () => (await previewColors(cube)).magenta).toBeGreaterThan(0)
  await page.keyboard.press('Control+z')
  expect(await texel(page, 3, 4)).toEqual(original)
  await page.keyboard.press('Control+Shift+z')
  expect(await texel(page, 3, 4)).toEqual(MAGENTA)
  await page.keyboard.press('Control+z')
  await page.keyboard.press('Control+y')
  expect(await texel(page, 3, 4)).toEqual(MAGENTA)

  // Unsaved edits are guarded: another variation or another page asks first.
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' })
  await variations.nth(5).click()
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(discard).toBeHidden()
  expect(await texel(page, 3, 4)).toEqual(MAGENTA)
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click()
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(/\/texture-studio\?/)
  expect(await texel(page, 3, 4)).toEqual(MAGENTA)

  await page.screenshot({ path: '/tmp/studio.png', fullPage: true })
  const axe = await new AxeBuilder({ page }).exclude('[data-testid="texture-preview-3d"]').analyze()
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // Save: the title defaults to the prompt.
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Title')).toHaveValue('Mossy cobblestone')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible()

  const list = (await (await page.request.get('/api/textures')).json()) as {
    textures: { id: number; title: string; kind: string; size: number }[]
  }
  const saved = list.textures.find((t) => t.title === 'Mossy cobblestone')
  if (!saved) throw new Error('the saved texture is not in GET /api/textures')
  expect(saved).toMatchObject({ kind: 'block', size: 16 })

  // Export it from the studio as a Java pack for 1.21.4 (pack format 46) and read the zip:
  // the texture is there at 16x16, with the painted texel in it.
  await page.getByRole('button', { name: 'Export pack' }).click()
  const exportDialog = page.getByRole('dialog', { name: 'Export resource pack' })
  await exportDialog.getByLabel('Edition').selectOption('java')
  await exportDialog.getByLabel('Game version').selectOption('1.21.4')
  await exportDialog.getByLabel('Pack name').fill('Mossy Pack')
  const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Export pack' }).click()])
  expect(download.suggestedFilename()).toBe('mossy_pack.zip')
  const files = unzipSync(readFileSync(await download.path()))
  const meta = JSON.parse(strFromU8(files['pack.mcmeta'] ?? new Uint8Array())) as { pack: Record<string, unknown> }
  expect(meta.pack.pack_format).toBe(46)
  const png = files['assets/minecraft/textures/block/mossy_cobblestone.png']
  if (!png) throw new Error(`the texture is not in the pack: ${Object.keys(files).join(', ')}`)
  const exported = PNG.sync.read(Buffer.from(png))
  expect(exported).toMatchObject({ width: 16, height: 16 })
  const painted = (4 * 16 + 3) * 4 // texel (3, 4)
  expect(Array.from(exported.data.subarray(painted, painted + 4))).toEqual(MAGENTA)
  expect(Array.from(exported.data)).toEqual(await canvasPixels(page)) // and every other texel as edited

  // Share it to the showcase under a free licence: it is the newest shared texture.
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  const shareDialog = page.getByRole('dialog', { name: 'Share to Showcase' })
  await shareDialog.getByRole('radio', { name: 'Free to Use' }).check()
  await shareDialog.getByRole('button', { name: 'Share to Showcase' }).click()
  await expect(toastWith(page, 'Shared to the showcase')).toContainText('“Mossy cobblestone”')
  const showcase = await page.request.get('/api/showcase?sort=newest')
  expect(showcase.ok()).toBe(true)
  const { data: newest } = (await showcase.json()) as { data: { id: number; title: string; licenseType: string }[] }
  const { texture: shared } = (await (await page.request.get(`/api/textures/${saved.id}`)).json()) as {
    texture: { showcaseId: number | null }
  }
  expect(newest[0]).toMatchObject({ id: shared.showcaseId, title: 'Mossy cobblestone', licenseType: 'free' })

  // ?texture=ID opens the saved pixels, with the edit in them.
  await page.goto(`/texture-studio?texture=${saved.id}`)
  await expect(page.getByTestId('editor-canvas')).toBeVisible()
  await expect.poll(() => texel(page, 3, 4)).toEqual(MAGENTA)

  // My Textures lists it.
  await page.goto('/dashboard/textures')
  await expect(page.getByText('Mossy cobblestone').first()).toBeVisible()

  // A phone: the studio and the editor fit 390 px without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/texture-studio?texture=${saved.id}&prompt=mossy%20cobblestone`)
  await expect(page.getByTestId('editor-canvas')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: '/tmp/studio-390.png', fullPage: true })
})
