import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { PNG } from 'pngjs'
import { test, expect, png16, type Server } from './fixtures'

// The community showcase against the real server, whose seed shares 60
// textures by five community users: browsing and paging, search and filter
// chips, view modes, deep links, votes, downloads, and sharing from My Textures.

const PASSWORD = 'Sturdy-Pixel-42!'

/** A showcase texture as GET /api/showcase answers it (docs/showcase-api.md). */
type ShowcaseTexture = {
  id: number
  title: string
  description: string
  username: string
  userId: number
  upvotes: number
  downvotes: number
  downloadCount: number
  tags: string[]
  licenseType: 'free' | 'restricted'
  hasVoted: { voteType: 'upvote' | 'downvote' } | null
  featured: boolean
  kind: 'block' | 'item' | 'flat'
  size: number
}

type Listing = { data: ShowcaseTexture[]; total: number; nextCursor: string | null }

test.beforeEach(async ({ page }) => {
  // The cookie banner is tested elsewhere; keep it from covering the page.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

async function signIn(page: Page, server: Server) {
  const res = await page.request.post('/api/login', { data: { ...server.accounts.demo, rememberMe: true } })
  expect(res.ok()).toBe(true)
}

let serial = 0
/** Registers, and signs the page's context in as, a user no other test in this file has used. */
async function signUpNewUser(page: Page): Promise<string> {
  serial += 1
  const username = `voter_${Date.now().toString(36)}_${serial}`
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  })
  expect(res.ok()).toBe(true)
  return username
}

/** GET /api/showcase with query, as the request context's user. */
async function listing(request: APIRequestContext, query: Record<string, string> = {}): Promise<Listing> {
  const res = await request.get(`/api/showcase?${new URLSearchParams(query)}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as Listing
}

/** GET /api/showcase/{id}, as the request context's user. */
async function showcaseTexture(request: APIRequestContext, id: number): Promise<ShowcaseTexture> {
  const res = await request.get(`/api/showcase/${id}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: ShowcaseTexture }).data
}

/** Saves a 16x16 texture for the signed-in user (POST /api/textures) and returns its id. */
async function saveTexture(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.post('/api/textures', {
    data: { title, prompt: title.toLowerCase(), kind: 'block', size: 16, png: png16().toString('base64') },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { texture: { id: number } }).texture.id
}

/** The accessible name of a texture's card: '{title} by {username}'. */
const cardName = (t: Pick<ShowcaseTexture, 'title' | 'username'>) => `${t.title} by ${t.username}`
const cards = (page: Page) => page.getByTestId('showcase-card')
const cardNames = (page: Page) => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))

/** The line before the filter chips (product.md §2). */
const showing = (n: number) => `Showing ${n} ${n === 1 ? 'texture' : 'textures'} with:`

/** The download file name of product.md §9. */
const fileNameOf = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.png`

// A modal dialog hides the toast region from the accessibility tree, so hidden nodes count.
const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) })

/** The value of one fact ('Creator', 'License', 'Downloads'...) in a texture's detail dialog. */
const fact = (dialog: Locator, term: string) =>
  dialog
    .locator('dl > div')
    .filter({ has: dialog.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition')

/** Expects img to be decoded at naturalWidth and drawn without smoothing. */
async function expectCrisp(img: Locator, naturalWidth: number) {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(naturalWidth)
  expect(await img.evaluate((el) => getComputedStyle(el).imageRendering)).toBe('pixelated')
}

/** The content of a <meta property=...> in server-rendered HTML, entities decoded. */
function metaContent(html: string, property: string): string {
  const m = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)
  if (!m?.[1]) throw new Error(`no ${property} meta tag`)
  return m[1].replace(/&#34;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
}

test('a visitor browses crisp cards, loads more by scrolling, and sorts by Newest First', async ({ page }) => {
  const firstPage = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/showcase')
  await page.goto('/showcase')
  await expect(page).toHaveTitle('Community Showcase | Texelforge')
  await expect(page.getByRole('heading', { name: 'Community Showcase', level: 1 })).toBeVisible()
  await expect(page.getByText('Discover and share amazing Minecraft-style textures')).toBeVisible()
  const banner = page.getByRole('region', { name: 'Join Our Texture Community' })
  await expect(banner.getByRole('link', { name: 'Sign Up to Start Sharing' })).toHaveAttribute('href', '/auth')

  // The first page is 24 textures of the 60, in the API's popular order.
  const first = await firstPage
  expect(new URL(first.url()).searchParams.get('limit')).toBe('24')
  const firstBody = (await first.json()) as Listing
  expect(firstBody.data).toHaveLength(24)
  expect(firstBody.total).toBe(60)
  expect(firstBody.nextCursor).not.toBeNull()
  const popular = await listing(page.request, { limit: '24' })
  await expect.poll(async () => (await cardNames(page)).slice(0, 24)).toEqual(popular.data.map(cardName))
  const top = popular.data[0]
  if (!top) throw new Error('the showcase is empty')
  await expectCrisp(cards(page).first().getByRole('img', { name: top.title, exact: true }), top.size)
  await page.screenshot({ path: '/tmp/showcase-e2e-browse.png' })

  // Scrolling to the end loads the rest, page by page, without repeats.
  expect(await cards(page).count()).toBeLessThan(60)
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      return cards(page).count()
    })
    .toBe(60)
  expect(new Set(await cardNames(page)).size).toBe(60)
  await expect(page.getByText('You have seen every texture.')).toBeVisible()

  // Newest First: a new order, in the URL, the same as the API's.
  await page.getByRole('button', { name: 'Sort: Most Popular' }).click()
  await page.getByRole('menuitemradio', { name: 'Newest First' }).click()
  await expect(page).toHaveURL(/\/showcase\?sort=newest$/)
  await expect(page.getByRole('button', { name: 'Sort: Newest First' })).toBeVisible()
  const newest = await listing(page.request, { sort: 'newest', limit: '24' })
  expect(newest.data.map(cardName)).not.toEqual(popular.data.map(cardName))
  await expect.poll(async () => (await cardNames(page)).slice(0, 24)).toEqual(newest.data.map(cardName))
})

test('search, filter with Free to Use and Items, remove a chip, and reset an empty result', async ({ page }) => {
  await page.goto('/showcase')
  await expect(cards(page).first()).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Search textures' })
  await expect(search).toHaveAttribute('placeholder', 'Search textures...')
  await search.fill('emerald') // searches after a short pause
  await expect(page).toHaveURL(/\/showcase\?q=emerald$/)
  const found = await listing(page.request, { q: 'emerald' })
  expect(found.total).toBeGreaterThan(1)
  await expect.poll(() => cardNames(page)).toEqual(found.data.map(cardName))
  for (const name of await cardNames(page)) expect(name).toMatch(/emerald/i)
  await expect(page.getByText(showing(found.total))).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove filter “emerald”' })).toBeVisible()

  // Free to Use + Items, applied together.
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  const filters = page.getByRole('dialog', { name: 'Filter Options' })
  await filters.getByText('Free to Use', { exact: true }).click()
  await filters.getByText('Items', { exact: true }).click()
  await expect(filters.getByRole('radio', { name: 'Free to Use' })).toBeChecked()
  await expect(filters.getByRole('radio', { name: 'Items', exact: true })).toBeChecked()
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(filters).toBeHidden()
  await expect(page).toHaveURL(/\/showcase\?q=emerald&license=free&kind=item$/)
  const freeItems = await listing(page.request, { q: 'emerald', license: 'free', kind: 'item' })
  expect(freeItems.total).toBeGreaterThan(0)
  expect(freeItems.total).toBeLessThan(found.total)
  await expect(page.getByText(showing(freeItems.total))).toBeVisible()
  await expect.poll(() => cardNames(page)).toEqual(freeItems.data.map(cardName))
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button')
  await expect(chips).toHaveCount(3)
  for (const name of ['Remove filter “emerald”', 'Remove filter Free to Use', 'Remove filter Items']) {
    await expect(page.getByRole('button', { name })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible()
  await page.screenshot({ path: '/tmp/showcase-e2e-chips.png' })

  // Removing the Items chip widens the list and the URL.
  await page.getByRole('button', { name: 'Remove filter Items' }).click()
  await expect(page).toHaveURL(/\/showcase\?q=emerald&license=free$/)
  const free = await listing(page.request, { q: 'emerald', license: 'free' })
  expect(free.total).toBeGreaterThan(freeItems.total)
  await expect(page.getByText(showing(free.total))).toBeVisible()
  await expect.poll(() => cardNames(page)).toEqual(free.data.map(cardName))
  await expect(chips).toHaveCount(2)

  // A search that matches nothing, then Reset All Filters.
  await search.fill('zzqxnothingmatches')
  await search.press('Enter')
  await expect(page.getByRole('heading', { name: 'No matching textures found' })).toBeVisible()
  await expect(page.getByText('Try changing your filter options')).toBeVisible()
  await expect(page.getByText(showing(0))).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Reset All Filters' }).click()
  await expect(page).toHaveURL(/\/showcase$/)
  await expect(search).toHaveValue('')
  await expect(chips).toHaveCount(0)
  const all = await listing(page.request, { limit: '24' })
  await expect.poll(async () => (await cardNames(page)).slice(0, 24)).toEqual(all.data.map(cardName))
})

test('view modes switch the list, and a phone gets the mobile grid without overflow', async ({ page }) => {
  await page.goto('/showcase')
  const list = page.getByRole('list', { name: 'Community textures' })
  await expect(list).toHaveAttribute('data-view-mode', 'compact')
  await expect(page.getByRole('button', { name: 'View: Compact Grid' })).toBeVisible()
  for (const [label, mode] of [
    ['Standard Grid', 'grid'],
    ['Compact Grid', 'compact'],
    ['List View', 'list'],
  ] as const) {
    await page.getByRole('button', { name: /^View: / }).click()
    await page.getByRole('menuitemradio', { name: label }).click()
    await expect(list).toHaveAttribute('data-view-mode', mode)
    await expect(page.getByRole('button', { name: `View: ${label}` })).toBeVisible()
  }
  await expect(cards(page).first()).toBeVisible()
  await page.screenshot({ path: '/tmp/showcase-e2e-list-view.png' })

  // A phone: the mobile grid is forced, the other modes are not offered, nothing overflows.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(list).toHaveAttribute('data-view-mode', 'mobile')
  await page.getByRole('button', { name: 'View: Mobile Grid' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Compact Grid' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: '/tmp/showcase-e2e-mobile-390.png' })

  // Wide again: back to the compact grid.
  await page.setViewportSize({ width: 1280, height: 720 })
  await expect(list).toHaveAttribute('data-view-mode', 'compact')
  await expect(page.getByRole('button', { name: 'View: Compact Grid' })).toBeVisible()
})

test('a deep link to a texture: its head tags, the detail dialog, closing it, and an unknown id', async ({ page, server }) => {
  const [t] = (await listing(page.request, { license: 'free', featured: 'false', limit: '1' })).data
  if (!t) throw new Error('no free, non-featured texture in the showcase')
  const heading = cardName(t) + ' | Texelforge'

  // The server names the texture in the head for link previews.
  const res = await page.request.get(`/showcase/${t.id}`)
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain(`<title>${heading}</title>`)
  expect(metaContent(html, 'og:title')).toBe(heading)
  const ogImage = metaContent(html, 'og:image')
  expect(ogImage.startsWith(`${server.url}/api/showcase/image/${t.id}?`)).toBe(true)
  const preview = await page.request.get(ogImage)
  expect(preview.headers()['content-type']).toBe('image/png')
  expect(PNG.sync.read(await preview.body())).toMatchObject({ width: 512, height: 512 })

  // The page opens the texture's detail dialog over the list.
  await page.goto(`/showcase/${t.id}`)
  const dialog = page.getByRole('dialog', { name: t.title })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveTitle(heading)
  await expect(dialog.getByText(t.description)).toBeVisible()
  await expect(fact(dialog, 'Creator')).toHaveText(t.username)
  await expect(fact(dialog, 'License')).toHaveText('Free to Use')
  await expect(fact(dialog, 'Downloads')).toHaveText(t.downloadCount.toLocaleString('en-US'))
  const image = dialog.getByRole('img', { name: t.title, exact: true })
  await expectCrisp(image, t.size)
  const box = await image.boundingBox()
  expect(box?.width).toBeGreaterThan(t.size)
  expect(box?.width).toBeLessThanOrEqual(240)
  expect(box?.height).toBeLessThanOrEqual(240)
  await page.screenshot({ path: '/tmp/showcase-e2e-detail.png' })

  // Closing it leaves the list at /showcase.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/showcase$/)
  await expect(page).toHaveTitle('Community Showcase | Texelforge')
  await expect(cards(page).first()).toBeVisible()

  // An unknown texture is a 404.
  expect((await page.request.get('/showcase/999999')).status()).toBe(404)
  const unknown = await page.goto('/showcase/999999')
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('dialog', { name: 'Texture not found' })).toBeVisible()
})

test('votes: Liked, Vote Removed, Vote Changed; a visitor must log in first', async ({ page }) => {
  const [t] = (await listing(page.request, { license: 'free', featured: 'false', sort: 'newest', limit: '1' })).data
  if (!t) throw new Error('no free, non-featured texture in the showcase')
  const { upvotes: up, downvotes: down } = t
  await page.goto(`/showcase/${t.id}`)
  const dialog = page.getByRole('dialog', { name: t.title })
  const upvote = (n: number) => dialog.getByRole('button', { name: `Upvote (${n})`, exact: true })
  const downvote = (n: number) => dialog.getByRole('button', { name: `Downvote (${n})`, exact: true })

  // A visitor is told to log in, and nothing changes.
  await upvote(up).click()
  await expect(toastWith(page, 'Authentication Required')).toContainText('You need to log in to vote on textures')
  await expect(upvote(up)).toHaveAttribute('aria-pressed', 'false')

  // A new user (who has voted on nothing) upvotes, takes it back, downvotes, then switches.
  await signUpNewUser(page)
  await page.reload()
  await expect(upvote(up)).toHaveAttribute('aria-pressed', 'false')
  await upvote(up).click()
  await expect(upvote(up + 1)).toHaveAttribute('aria-pressed', 'true')
  await expect(toastWith(page, 'Liked')).toBeVisible()
  await expect
    .poll(async () => {
      const now = await showcaseTexture(page.request, t.id)
      return [now.upvotes, now.downvotes, now.hasVoted?.voteType ?? null]
    })
    .toEqual([up + 1, down, 'upvote'])
  await page.screenshot({ path: '/tmp/showcase-e2e-voted.png' })

  await upvote(up + 1).click()
  await expect(upvote(up)).toHaveAttribute('aria-pressed', 'false')
  await expect(toastWith(page, 'Vote Removed')).toBeVisible()
  await expect
    .poll(async () => {
      const now = await showcaseTexture(page.request, t.id)
      return [now.upvotes, now.downvotes, now.hasVoted]
    })
    .toEqual([up, down, null])

  await downvote(down).click()
  await expect(downvote(down + 1)).toHaveAttribute('aria-pressed', 'true')
  await expect(toastWith(page, 'Disliked')).toBeVisible()
  await upvote(up).click()
  await expect(upvote(up + 1)).toHaveAttribute('aria-pressed', 'true')
  await expect(downvote(down)).toHaveAttribute('aria-pressed', 'false')
  await expect(toastWith(page, 'Vote Changed')).toBeVisible()
  await expect
    .poll(async () => {
      const now = await showcaseTexture(page.request, t.id)
      return [now.upvotes, now.downvotes, now.hasVoted?.voteType ?? null]
    })
    .toEqual([up + 1, down, 'upvote'])
})

test('a creator sees no vote buttons on their own texture, and removes it from its dialog', async ({ page }) => {
  const me = await signUpNewUser(page)
  const savedId = await saveTexture(page.request, 'E2E Creator Block')
  const shared = await page.request.post('/api/showcase', {
    data: { textureId: savedId, title: 'E2E Creator Block', description: '', tags: [], licenseType: 'free' },
  })
  expect(shared.status()).toBe(201)
  const ownId = ((await shared.json()) as { data: ShowcaseTexture }).data.id
  // The API refuses a vote on one's own texture.
  const selfVote = await page.request.post('/api/showcase/vote', { data: { textureId: ownId, voteType: 'upvote' } })
  expect(selfVote.status()).toBe(403)
  await page.goto('/showcase?sort=newest')
  const ownCard = page.getByRole('link', { name: `E2E Creator Block by ${me}`, exact: true })
  await expect(cards(page).first()).toHaveAccessibleName(`E2E Creator Block by ${me}`)
  await expect(ownCard).toHaveAttribute('href', `/showcase/${ownId}?sort=newest`)
  await ownCard.click()
  const own = page.getByRole('dialog', { name: 'E2E Creator Block' })
  await expect(own.getByText('This is your texture.')).toBeVisible()
  await expect(own.getByRole('button', { name: /^(Upvote|Downvote) \(/ })).toHaveCount(0)

  // Its creator takes it out from the dialog: the toast, the dialog closes, the card goes.
  await own.getByRole('button', { name: 'Remove from showcase' }).click()
  await own.getByRole('group', { name: 'Confirm removal' }).getByRole('button', { name: 'Remove' }).click()
  await expect(toastWith(page, 'Removed from the showcase')).toContainText('“E2E Creator Block” is no longer shared.')
  await expect(own).toBeHidden()
  await expect(page).toHaveURL(/\/showcase\?sort=newest$/)
  await expect(ownCard).toHaveCount(0)
})

test('a visitor downloads a free texture as its title .png, and both counts go up', async ({ page }) => {
  await page.goto('/showcase')
  const popular = await listing(page.request, { limit: '24' })
  const t = popular.data.find((x) => x.licenseType === 'free' && !x.featured && x.title.includes(' '))
  if (!t) throw new Error('no free, non-featured texture with a space in its title on the first page')
  const card = page.getByRole('link', { name: cardName(t), exact: true })
  await expect(card.getByTitle('Downloads')).toHaveText(`Downloads: ${t.downloadCount}`)

  await card.click()
  await expect(page).toHaveURL(new RegExp(`/showcase/${t.id}$`))
  const dialog = page.getByRole('dialog', { name: t.title })
  await expect(fact(dialog, 'Downloads')).toHaveText(String(t.downloadCount))
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PNG' }).click()])
  const fileName = fileNameOf(t.title)
  expect(fileName).toMatch(/^[a-z0-9_]+\.png$/)
  expect(download.suggestedFilename()).toBe(fileName)
  expect(PNG.sync.read(readFileSync(await download.path()))).toMatchObject({ width: t.size, height: t.size })
  await expect(toastWith(page, 'Download complete')).toContainText(`Saved as ${fileName}.`)
  await expect(fact(dialog, 'Downloads')).toHaveText(String(t.downloadCount + 1))
  expect((await showcaseTexture(page.request, t.id)).downloadCount).toBe(t.downloadCount + 1)

  // Back in the list, the card counts it too.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/showcase$/)
  await expect(card.getByTitle('Downloads')).toHaveText(`Downloads: ${t.downloadCount + 1}`)
})

test('share a texture from My Textures as Restricted, find it first in Newest First, then remove it', async ({ page, server }) => {
  await signIn(page, server)
  await saveTexture(page.request, 'E2E Lava Lamp')
  await page.goto('/dashboard/textures')
  await page.getByRole('button', { name: 'Share E2E Lava Lamp' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share to Showcase' })
  const title = dialog.getByLabel('Title', { exact: true })
  await expect(title).toHaveValue('E2E Lava Lamp')
  await title.fill('E2E Glowing Lamp')
  await dialog.getByLabel('Description').fill('A warm lamp for my e2e castle.')
  const tags = dialog.getByRole('textbox', { name: /^Tags/ })
  await tags.fill('lamp')
  await tags.press('Enter')
  await tags.fill('Redstone Light')
  await tags.press('Enter')
  await expect(dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['lamp', 'redstone light'])
  await dialog.getByText('Restricted', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: 'Restricted' })).toBeChecked()
  await expect(dialog.getByText('Others can see and vote on it, but not download it.')).toBeVisible()
  await page.screenshot({ path: '/tmp/showcase-e2e-share-dialog.png' })
  await dialog.getByRole('button', { name: 'Share to Showcase' }).click()
  await expect(toastWith(page, 'Shared to the showcase')).toContainText('“E2E Glowing Lamp”')
  await expect(dialog).toBeHidden()
  const card = page.getByTestId('texture-card').filter({ has: page.getByRole('img', { name: 'E2E Lava Lamp' }) })
  const sharedLink = card.getByRole('link', { name: 'Shared' })
  await expect(sharedLink).toHaveAttribute('href', /^\/showcase\/\d+$/)
  const showcaseId = Number((await sharedLink.getAttribute('href'))?.split('/').pop())

  // First in Newest First; its owner sees no votes, and a restricted texture has no Download PNG.
  await page.goto('/showcase?sort=newest')
  await expect(cards(page).first()).toHaveAccessibleName('E2E Glowing Lamp by demo')
  await expect(page.getByRole('region', { name: 'Join Our Texture Community' })).toHaveCount(0)
  await cards(page).first().click()
  const detail = page.getByRole('dialog', { name: 'E2E Glowing Lamp' })
  await expect(detail.getByText('A warm lamp for my e2e castle.')).toBeVisible()
  await expect(fact(detail, 'Creator')).toHaveText('demo')
  await expect(fact(detail, 'License')).toHaveText('Restricted')
  await expect(detail.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#lamp', '#redstone light'])
  await expect(detail.getByText('This is your texture.')).toBeVisible()
  await expect(detail.getByRole('button', { name: /^(Upvote|Downvote) \(/ })).toHaveCount(0)
  await expect(detail.getByRole('button', { name: 'Download PNG' })).toHaveCount(0)
  await page.screenshot({ path: '/tmp/showcase-e2e-own-restricted.png' })

  // The share dialog of a shared texture takes it out of the showcase.
  await page.goto('/dashboard/textures')
  await page.getByRole('button', { name: 'Share E2E Lava Lamp' }).click()
  const shared = page.getByRole('dialog', { name: 'Shared in the showcase' })
  await expect(shared).toContainText('“E2E Lava Lamp” is in the community showcase.')
  await shared.getByRole('button', { name: 'Remove from showcase' }).click()
  await expect(toastWith(page, 'Removed from the showcase')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Share to Showcase' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sharedLink).toHaveCount(0)
  const newest = await listing(page.request, { sort: 'newest' })
  expect(newest.data.map((x) => x.id)).not.toContain(showcaseId)
  expect((await page.request.get(`/api/showcase/${showcaseId}`)).status()).toBe(404)
})
