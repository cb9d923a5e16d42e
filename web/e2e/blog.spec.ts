import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { test, expect, png16, toastWith, type Server } from './fixtures'

// The blog against the real server (docs/blog-api.md): a visitor without
// JavaScript reads the server-rendered pages and the feed; an admin writes a
// post with a live preview and schedules it, and it goes public at its time;
// a changed slug redirects; axe on the blog and its admin pages in both themes.
//
// The file shares one server: the no-JavaScript journey comes first, while
// the blog holds only the three seeded posts.

// The posts `texelforge seed` publishes, with a heading and a sentence of each one's text.
const PALETTE = {
  title: 'The palette rules of 16x16 game textures',
  heading: 'Keep the palette small',
  text: 'A 16x16 texture has 256 pixels',
}
const CREDITS = { title: 'How credits and plans work', heading: 'The Free plan' }
const RESOURCE_PACK = { title: 'How to make a resource pack from your textures' }
const SEEDED = [PALETTE, CREDITS, RESOURCE_PACK]

test.beforeEach(async ({ page }) => {
  // The cookie banner is tested elsewhere; keep it from covering the page.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

async function signIn(page: Page, account: Server['accounts']['admin']) {
  const res = await page.request.post('/api/login', { data: { ...account, rememberMe: true } })
  expect(res.ok()).toBe(true)
}

/** visitorPage opens a fresh context: no session, nothing cached. */
async function visitorPage(browser: Browser, server: Server, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
  return page
}

/** appReady waits, as the fixture's page.goto does, until the app has taken over the server's page. */
const appReady = (page: Page) => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })

type PublicPost = { slug: string; title: string }

/** publicPosts is the blog's first page as the API lists it. */
async function publicPosts(page: Page): Promise<PublicPost[]> {
  const res = await page.request.get('/api/blog/posts')
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { posts: PublicPost[] }).posts
}

async function slugOf(page: Page, title: string): Promise<string> {
  const post = (await publicPosts(page)).find((p) => p.title === title)
  if (!post) throw new Error(`no public post titled “${title}”`)
  return post.slug
}

/** violations runs axe on the page as it is, each violation with its impact and nodes. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('a visitor reads a post and the list without JavaScript, and the feed', async ({ browser, server }) => {
  const visitor = await visitorPage(browser, server, false)
  try {
    const listed = await visitor.goto('/blog')
    expect(listed?.status()).toBe(200)
    // Nothing ran: this is the server's HTML.
    await expect(visitor.locator('#root[data-server-rendered]')).toHaveCount(1)
    await expect(visitor.locator('html[data-app="ready"]')).toHaveCount(0)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Texelforge Blog' })).toBeVisible()
    // The three seeded posts and nothing else, in the API's order (newest first).
    const posts = await publicPosts(visitor)
    expect(posts.map((p) => p.title).sort()).toEqual(SEEDED.map((p) => p.title).sort())
    const main = visitor.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(posts.map((p) => p.title))
    for (const { title, slug } of posts) {
      await expect(main.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/blog/${slug}`)
    }

    await main.getByRole('link', { name: PALETTE.title, exact: true }).click()
    await expect(visitor).toHaveURL(`${server.url}/blog/${await slugOf(visitor, PALETTE.title)}`)
    await expect(visitor.getByRole('heading', { level: 1, name: PALETTE.title })).toBeVisible()
    await expect(visitor.getByRole('heading', { level: 2, name: PALETTE.heading })).toBeVisible()
    await expect(visitor.getByRole('article')).toContainText(PALETTE.text)
    await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/feed.xml')
    const structured = (await visitor.locator('script[type="application/ld+json"]').textContent()) ?? ''
    const graph = (JSON.parse(structured) as { '@graph': { '@type': string; headline?: string; author?: { name: string } }[] })['@graph']
    expect(graph.find((node) => node['@type'] === 'BlogPosting')).toMatchObject({ headline: PALETTE.title, author: { name: 'admin' } })
  } finally {
    await visitor.context().close()
  }

  const feed = await fetch(`${server.url}/blog/feed.xml`)
  expect(feed.status).toBe(200)
  expect(feed.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
  const xml = await feed.text()
  expect(xml).toMatch(/<rss version="2.0"/)
  expect(xml.match(/<item>/g)).toHaveLength(3)
  for (const { title } of SEEDED) expect(xml).toContain(`<title>${title}</title>`)
})

/**
 * soon is the whole second margin from now, as a datetime-local value (in
 * the browser's time zone; the input takes seconds though it offers minutes)
 * and as a time.
 */
function soon(page: Page, margin: number): Promise<{ local: string; at: number }> {
  return page.evaluate((marginMs) => {
    const t = new Date(Date.now() + marginMs)
    t.setMilliseconds(0)
    const pad = (n: number) => String(n).padStart(2, '0')
    const local = `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`
    return { local, at: t.getTime() }
  }, margin)
}

test('an admin writes, previews and schedules a post that appears at its time', async ({ page, browser, server }) => {
  test.setTimeout(90_000)
  const title = `Lighting a 16x16 block ${Date.now().toString(36)}`
  const shared = await page.request.get('/api/showcase?sort=newest')
  expect(shared.ok()).toBe(true)
  const texture = ((await shared.json()) as { data: { id: number; title: string; username: string }[] }).data[0]

  await signIn(page, server.accounts.admin)
  await page.goto('/admin/blog')
  await page.getByRole('link', { name: 'New post' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('textbox', { name: 'Tags' }).fill('lighting, Guides')
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter')
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['lighting', 'Guides'])
  await page.getByRole('textbox', { name: 'Summary' }).fill('Where the light comes from on a block, and how a shader reads it.')
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png16() })
  const cover = page.getByRole('img', { name: 'The cover' })
  await expect(cover).toHaveAttribute('src', /^\/media\/blog\/[0-9a-f]+\.png$/)
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16)
  await page
    .getByRole('textbox', { name: 'Markdown' })
    .fill(
      [
        'Light falls on a block from the top-left.',
        '',
        '## Reading the light in a shader',
        '',
        '```go',
        'package light',
        '',
        'func Shade(level int) int {',
        '\treturn level * 15 / 16',
        '}',
        '```',
        '',
        `::texture[${texture.id}]`,
        '',
      ].join('\n'),
    )

  // The live preview, as the server renders it.
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { level: 2, name: 'Reading the light in a shader' })).toBeVisible()
  // The renderer's focusable block: one <pre> for one code block.
  const code = preview.locator('pre.chroma[tabindex="0"]')
  await expect(preview.locator('pre')).toHaveCount(1)
  await expect(code).toContainText('func Shade(level int) int {')
  await expect(code.locator('span.kd')).toHaveText('func') // chroma's KeywordDeclaration token
  await expect(code.locator('span.kn')).toHaveText('package') // and KeywordNamespace
  const embed = preview.getByRole('img', { name: `${texture.title} by ${texture.username}` })
  await expect(embed).toHaveAttribute('data-texture', String(texture.id))
  // Its pixels are served, so it shows.
  const pixels = await page.request.get((await embed.getAttribute('src')) ?? '')
  expect(`${pixels.status()} ${pixels.headers()['content-type']}`).toBe('200 image/png')
  await expect(preview.getByRole('link', { name: `${texture.title} by ${texture.username}` })).toHaveAttribute(
    'href',
    `/showcase/${texture.id}`,
  )

  // Scheduled far enough ahead to check it is not out before then.
  const when = await soon(page, 15_000)
  await page.getByLabel('Publish at').fill(when.local)
  await page.getByRole('button', { name: 'Schedule' }).click()
  await expect(toastWith(page, 'Post created')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible()
  await expect(page.getByText(/^Scheduled for /)).toBeVisible()
  const slugField = page.getByRole('textbox', { name: 'Slug' })
  await expect(slugField).toHaveValue(/^lighting-a-16x16-block-[a-z0-9-]+$/)
  const slug = await slugField.inputValue()

  await page.goto('/admin/blog')
  const row = page.getByRole('list', { name: 'Posts' }).getByRole('listitem', { name: title })
  await expect(row).toContainText(/Scheduled for /)
  await expect(row).toContainText('#guides') // lowercased by the server
  await expect(row).toContainText('#lighting')
  await expect(row.getByRole('link', { name: `View ${title}` })).toHaveCount(0)

  const visitor = await visitorPage(browser, server)
  try {
    const early = await visitor.goto(`/blog/${slug}`)
    expect(early?.status()).toBe(404)
    expect((await visitor.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404)
    expect((await publicPosts(visitor)).map((p) => p.title)).not.toContain(title)
    // Those answers came before its time, so they mean "not yet".
    expect(Date.now()).toBeLessThan(when.at)

    await expect.poll(async () => (await visitor.request.get(`/blog/${slug}`)).status(), { timeout: 30_000, intervals: [500] }).toBe(200)
    expect(Date.now()).toBeGreaterThanOrEqual(when.at)

    await visitor.goto('/blog')
    await appReady(visitor)
    await visitor.getByRole('link', { name: title, exact: true }).click()
    await expect(visitor).toHaveURL(`${server.url}/blog/${slug}`)
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const article = visitor.getByRole('article')
    await expect(article.getByRole('heading', { level: 2, name: 'Reading the light in a shader' })).toBeVisible()
    await expect(article.locator('pre.chroma span.kd')).toHaveText('func')
    await expect(article.getByRole('img', { name: `${texture.title} by ${texture.username}` })).toBeAttached()
    await expect(article.locator('img.blog-cover')).toHaveAttribute('src', /^\/media\/blog\//)
  } finally {
    await visitor.context().close()
  }

  // The admin's list now tells it is out.
  await page.reload()
  await expect(row).toContainText('Published')
  await expect(row.getByRole('link', { name: `View ${title}` })).toHaveAttribute('href', `/blog/${slug}`)
})

test('a changed slug redirects from the old one', async ({ page, server }) => {
  await signIn(page, server.accounts.admin)
  const oldSlug = await slugOf(page, CREDITS.title)
  const newSlug = 'credits-and-plans-explained'
  await page.goto('/admin/blog')
  await page.getByRole('link', { name: `Edit ${CREDITS.title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible()
  const slugField = page.getByRole('textbox', { name: 'Slug' })
  await expect(slugField).toHaveValue(oldSlug)
  await slugField.fill(newSlug)
  await page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toastWith(page, 'Post saved')).toBeVisible()
  await expect(page.getByRole('link', { name: 'View post' })).toHaveAttribute('href', `/blog/${newSlug}`)

  // The server answers the old address with a permanent redirect.
  const direct = await page.request.get(`/blog/${oldSlug}`, { maxRedirects: 0 })
  expect(direct.status()).toBe(301)
  expect(direct.headers()['location']).toBe(`/blog/${newSlug}`)

  const res = await page.goto(`/blog/${oldSlug}`)
  expect(res?.status()).toBe(200)
  const from = res?.request().redirectedFrom()
  expect(from?.url()).toBe(`${server.url}/blog/${oldSlug}`)
  expect((await from?.response())?.status()).toBe(301)
  await expect(page).toHaveURL(`${server.url}/blog/${newSlug}`)
  await expect(page.getByRole('heading', { level: 1, name: CREDITS.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: CREDITS.heading })).toBeVisible()
})

for (const theme of ['light', 'dark']) {
  test(`axe finds no violations on the blog and its admin pages (${theme})`, async ({ page, server }) => {
    test.slow() // four pages, axe on each, the editor's with a whole post in its preview
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await signIn(page, server.accounts.admin)
    const slug = await slugOf(page, PALETTE.title)
    // Every page is checked before any is judged, so one run names every violation.
    const found: Record<string, string[]> = {}

    await page.goto('/blog')
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('link', { name: PALETTE.title })).toBeVisible()
    found['/blog'] = await violations(page)

    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: PALETTE.title })).toBeVisible()
    await expect(page.locator('pre.chroma').first()).toBeVisible()
    found['a post'] = await violations(page)

    await page.goto('/admin/blog')
    const row = page.getByRole('list', { name: 'Posts' }).getByRole('listitem', { name: PALETTE.title })
    await expect(row).toBeVisible()
    found['/admin/blog'] = await violations(page)

    await row.getByRole('link', { name: `Edit ${PALETTE.title}` }).click()
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(PALETTE.title)
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: PALETTE.heading })).toBeVisible()
    found['the editor'] = await violations(page)

    expect(found).toEqual({ '/blog': [], 'a post': [], '/admin/blog': [], 'the editor': [] })
  })
}
