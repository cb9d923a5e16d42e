import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, type Server } from './fixtures'

// The landing page against the real server: its sections and timers (driven
// by Playwright's clock, never by real waits), the prompt and the chat to the
// studio, the sign-up form, an admin's in-place edits of the hero title and the
// Most popular plan, who may edit, and axe.

const PASSWORD = 'Sturdy-Lantern-42!'
const DEFAULT_TITLE = 'From idea to texture in about 30 seconds'
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** A plan as GET /api/subscription-plans answers it. */
type Plan = {
  id: number
  slug: string
  name: string
  description: string
  priceUsd: number
  features: { name: string; included: boolean; iconName: string }[]
  colorScheme: string
  isPopular: boolean
  badge: string
  ctaText: string
  ctaLink: string
  footerText: string
}

test.beforeEach(async ({ page }) => {
  // The cookie banner is tested elsewhere; keep it from covering the page.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

async function signIn(page: Page, account: Server['accounts']['admin']) {
  const res = await page.request.post('/api/login', { data: { ...account, rememberMe: true } })
  expect(res.ok()).toBe(true)
}

/**
 * Installs Playwright's clock, paused, before the page loads: the page's
 * timers then run only when the test moves its time on, and whatever the
 * first render schedules is due at a known tick (performance.now()).
 */
async function pauseClock(page: Page) {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
}

/** The page's clock, in ms since it loaded (performance.now(), faked by the clock). */
const tick = (page: Page) => page.evaluate(() => performance.now())

/** Runs the paused clock, firing due timers, until the page's performance.now() is `at`. */
async function runTo(page: Page, at: number) {
  const now = await tick(page)
  expect(at, 'runTo cannot go back in time').toBeGreaterThanOrEqual(now)
  if (at > now) await page.clock.runFor(at - now)
}

/**
 * Runs the paused clock 25 ms at a time until ready() holds: what the server
 * sends reaches the page through the query client's zero-delay timers, and
 * React reveals lazy sections on a timer too.
 */
async function settle(page: Page, ready: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await ready()) return true
        await page.clock.runFor(25)
        return ready()
      },
      { intervals: [25], timeout: 10_000 },
    )
    .toBe(true)
}

/** The toast titled `title` (a modal dialog hides the toast region, so hidden nodes count). */
const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) })

const heroTitle = (page: Page) => page.locator('#hero-heading')
const pricing = (page: Page) => page.locator('#pricing')
const planCard = (page: Page, name: string) => pricing(page).getByRole('article', { name, exact: true })
const editModeButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Edit Mode$/ })
const floatingButton = (page: Page) => page.getByRole('button', { name: 'Describe a texture', exact: true })
const firstSlideX = async (page: Page) =>
  (await page.getByTestId('featured-track').getByRole('listitem').first().boundingBox())?.x ?? Number.NaN

/** GET /api/subscription-plans. */
async function plansOf(page: Page): Promise<Plan[]> {
  const res = await page.request.get('/api/subscription-plans')
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { plans: Plan[] }).plans
}

/** What PUT /api/admin/subscription-plans/{id} takes, from a plan. */
const planUpdate = (p: Plan) => ({
  name: p.name,
  description: p.description,
  priceUsd: p.priceUsd,
  features: p.features,
  colorScheme: p.colorScheme,
  isPopular: p.isPopular,
  badge: p.badge,
  ctaText: p.ctaText,
  ctaLink: p.ctaLink,
  footerText: p.footerText,
})

function planBySlug(plans: Plan[], slug: string): Plan {
  const plan = plans.find((p) => p.slug === slug)
  if (!plan) throw new Error(`no ${slug} plan`)
  return plan
}

/** Cents as the cards write them: 999 -> '$9.99', 0 -> '$0'. */
const price = (cents: number) => (cents === 0 ? '$0' : `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`)

/** The saved text of a landing page element, or null while it has none (404). */
async function savedText(page: Page, elementId: string): Promise<string | null> {
  const res = await page.request.get(`/api/page-content/home/${elementId}`)
  if (res.status() === 404) return null
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { content: string } }).data.content
}

/** axe's WCAG 2.1 A/AA violations on the page as it is, one line each. */
async function wcagViolations(page: Page): Promise<string[]> {
  // CSS fades and zooms (real time, not the clock's) end first, so colours are final.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('1. the landing page', () => {
  test('its timers: suggestions turn at 5.5 s, the carousel every 3 s unless hovered, the chat button at 5 s', async ({ page }) => {
    await pauseClock(page)
    await page.goto('/')
    await expect(heroTitle(page)).toHaveText(DEFAULT_TITLE)
    // The clock is paused: the hero's timers were all set at this very tick.
    const mounted = await tick(page)

    // The featured list: more textures than fit, so the carousel can move.
    const slides = page.getByTestId('featured-track').getByRole('listitem')
    await settle(page, async () => (await slides.count()) > 6)
    // The carousel's 3 s interval started as the list came in, within settle's last 25 ms.
    const loaded = await tick(page)
    await expect(page.getByRole('region', { name: 'Featured from the community' })).toBeVisible()
    const suggestions = page.getByTestId('suggestions')
    await expect(suggestions).toHaveAttribute('data-group', '0')
    await expect(suggestions.getByRole('button')).toHaveText(['mossy cobblestone', 'ruby sword', 'treasure map'])
    const x0 = await firstSlideX(page)

    // Each check at its time, in time order (the carousel's depend on when the list came).
    const checks: [number, () => Promise<void>][] = [
      // The floating chat button: not at 4.9 s, there at 5 s.
      [mounted + 4900, () => expect(floatingButton(page)).toHaveCount(0)],
      [mounted + 5000, () => expect(floatingButton(page)).toBeVisible()],
      // Suggestions: the next group at 5.5 s, not a millisecond before.
      [mounted + 5499, () => expect(suggestions).toHaveAttribute('data-group', '0')],
      [mounted + 5500, () => expect(suggestions).toHaveAttribute('data-group', '1')],
      // The carousel: still just before 3 s, moved on by itself after it.
      [loaded + 2970, async () => expect(await firstSlideX(page)).toBe(x0)],
      [loaded + 3600, () => expect.poll(() => firstSlideX(page)).toBeLessThan(x0 - 50)],
    ]
    for (const [at, check] of checks.sort((p, q) => p[0] - q[0])) {
      await runTo(page, at)
      await check()
    }
    await expect(suggestions.getByRole('button')).toHaveText(['diamond ore', 'golden apple', 'cracked stone bricks'])

    // Hovered, it holds however long.
    await page.getByTestId('featured-track').hover()
    await page.clock.runFor(1000) // any slide under way comes to rest
    const held = await firstSlideX(page)
    await page.clock.runFor(6000)
    expect(await firstSlideX(page)).toBe(held)
    // Let go, it moves again 3 s later, not before.
    await page.mouse.move(0, 0)
    const left = await tick(page)
    await runTo(page, left + 2999)
    expect(await firstSlideX(page)).toBe(held)
    await runTo(page, left + 3000 + 50)
    await expect.poll(() => firstSlideX(page)).toBeLessThan(held)
  })

  test('its sections in order, How it works, the FAQ accordion and the four plans', async ({ page }) => {
    const plans = await plansOf(page)
    await page.goto('/')
    await expect(pricing(page).getByRole('article')).toHaveCount(4)

    // Hero, features, how it works, pricing, testimonials, FAQ, sign-up, footer: top to bottom.
    const tops = await page.evaluate(() =>
      [
        'section[aria-labelledby="hero-heading"]',
        '#features',
        '#how-it-works',
        '#pricing',
        'section[aria-labelledby="testimonials-heading"]',
        '#faq',
        '#signup',
        'footer',
      ].map((selector) => {
        const found = document.querySelectorAll(selector)
        const [only] = found
        return found.length === 1 && only ? only.getBoundingClientRect().top : `${found.length} × ${selector}`
      }),
    )
    expect(
      tops.every((top) => typeof top === 'number'),
      tops.join(', '),
    ).toBe(true)
    expect(tops).toEqual([...tops].sort((p, q) => Number(p) - Number(q)))
    expect(new Set(tops).size).toBe(8)
    await expect(heroTitle(page)).toHaveText(DEFAULT_TITLE)
    await expect(page.getByTestId('suggestions').getByRole('button')).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'Featured from the community' })).toBeVisible()

    // The footer's in-page links exist on the landing page only.
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect(page).toHaveURL(/\/#faq$/)
    await expect(page.locator('#faq h2')).toBeInViewport()
    await expect(footer.getByRole('link', { name: 'Features', exact: true })).toBeVisible()

    // How it works: Previous is off at step 1, Next at step 3.
    const how = page.locator('#how-it-works')
    const previous = how.getByRole('button', { name: 'Previous', exact: true })
    const next = how.getByRole('button', { name: 'Next', exact: true })
    await expect(how.getByText('Step 1 of 3')).toBeVisible()
    await expect(how.getByRole('heading', { level: 3 })).toHaveText('Describe')
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    await next.click()
    await expect(how.getByRole('heading', { level: 3 })).toHaveText('Choose')
    await expect(previous).toBeEnabled()
    await next.click()
    await expect(how.getByText('Step 3 of 3')).toBeVisible()
    await expect(how.getByRole('heading', { level: 3 })).toHaveText('Export')
    await expect(next).toBeDisabled()
    await previous.click()
    await expect(how.getByText('Step 2 of 3')).toBeVisible()
    // Try It Yourself swaps the step for a live prompt box, and back.
    await how.getByRole('button', { name: 'Try It Yourself' }).click()
    await expect(how.getByRole('textbox', { name: 'Describe a block or item' })).toBeFocused()
    await expect(how.getByRole('button', { name: /^Generate/ })).toBeDisabled()
    await expect(previous).toBeDisabled()
    await expect(next).toBeDisabled()
    await how.getByRole('button', { name: 'Back to the steps' }).click()
    await expect(how.getByText('Step 2 of 3')).toBeVisible()

    // FAQ: one answer open at a time, the first to begin with.
    const faq = page.locator('#faq')
    const questions = faq.getByRole('heading', { level: 3 }).getByRole('button')
    await expect(questions).toHaveCount(8)
    const expanded = () => questions.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')))
    expect(await expanded()).toEqual(['true', ...Array(7).fill('false')])
    await expect(faq.getByRole('region')).toHaveCount(1)
    await questions.nth(2).click()
    await expect.poll(expanded).toEqual(['false', 'false', 'true', ...Array(5).fill('false')])
    await expect(faq.getByRole('region')).toHaveCount(1)
    await expect(faq.getByRole('region')).toContainText(price(planBySlug(plans, 'starter').priceUsd))
    await questions.nth(5).click()
    await expect.poll(expanded).toEqual([...Array(5).fill('false'), 'true', 'false', 'false'])
    await questions.nth(5).click() // collapsible: all may be closed
    await expect.poll(expanded).toEqual(Array(8).fill('false'))

    // Pricing: the server's four plans in order, with their prices and calls to action.
    expect(plans.map((p) => p.slug)).toEqual(['free', 'starter', 'pro', 'ultimate'])
    await expect(pricing(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(plans.map((p) => p.name))
    await expect(planCard(page, 'Free')).toContainText('$0/month')
    await expect(planCard(page, 'Starter')).toContainText('$9.99/month')
    for (const plan of plans) {
      const card = planCard(page, plan.name)
      await expect(card).toContainText(`${price(plan.priceUsd)}/month`)
      if (plan.priceUsd === 0) {
        await expect(card.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/texture-studio')
      } else {
        // Visitors too go to the plan's checkout page, which asks them to sign up.
        await expect(card.getByRole('link', { name: plan.ctaText, exact: true })).toHaveAttribute(
          'href',
          plan.ctaLink || `/checkout/${plan.slug}#top`,
        )
      }
    }
    await expect(pricing(page).locator('article[data-popular]')).toHaveCount(1)
    await expect(pricing(page).getByText('MOST POPULAR', { exact: true })).toHaveCount(1)
    await expect(pricing(page).getByText('Current Plan')).toHaveCount(0) // a visitor has none
  })
})

test.describe('2. from a prompt to the studio', () => {
  test('the hero prompt: blank keeps Generate off, a chip fills it, Generate opens the studio with it', async ({ page, server }) => {
    await signIn(page, server.accounts.demo)
    await pauseClock(page) // the suggestion chips stay put
    await page.goto('/')
    const hero = page.locator('section[aria-labelledby="hero-heading"]')
    const input = hero.getByRole('textbox', { name: 'Describe a block or item' })
    const generate = hero.getByRole('button', { name: /^Generate/ })
    await expect(input).toHaveValue('')
    await expect(generate).toBeDisabled()
    await input.fill('   ')
    await expect(generate).toBeDisabled()
    await input.press('Enter')
    await expect(page).toHaveURL(/\/$/)

    await page.getByTestId('suggestions').getByRole('button', { name: 'ruby sword' }).click()
    await expect(input).toHaveValue('ruby sword')
    await expect(generate).toBeEnabled()

    await input.fill('frosted glass lantern')
    await page.clock.resume() // the studio loads in its own time
    await generate.click()
    await expect(page).toHaveURL(/\/texture-studio\?prompt=frosted%20glass%20lantern$/)
    await expect(page.getByLabel('Describe your block or item')).toHaveValue('frosted glass lantern')
  })

  test('the floating chat: the reply after 0.8 s, the studio 1.5 s later', async ({ page, server }) => {
    await signIn(page, server.accounts.demo)
    await pauseClock(page)
    await page.goto('/')
    await expect(heroTitle(page)).toBeVisible()
    await page.clock.runFor(5000)
    await floatingButton(page).click()
    const chat = page.getByRole('region', { name: 'Texture assistant' })
    await expect(chat.getByRole('heading', { name: 'Texture assistant' })).toBeVisible()
    const box = chat.getByRole('textbox', { name: 'Describe a texture' })
    await expect(box).toBeFocused()
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled()
    await box.fill('frozen oak leaves')
    await chat.getByRole('button', { name: 'Send' }).click()
    const sent = await tick(page)
    const messages = chat.getByRole('listitem')
    await expect(messages.filter({ hasText: 'frozen oak leaves' })).toBeVisible()
    await expect(box).toBeDisabled()

    const reply = messages.filter({ hasText: "I'm generating textures based on your description..." })
    await runTo(page, sent + 799)
    await expect(reply).toHaveCount(0)
    await runTo(page, sent + 800)
    await expect(reply).toBeVisible()
    await runTo(page, sent + 800 + 1499)
    await expect(page).toHaveURL(/\/$/)
    await runTo(page, sent + 800 + 1500)
    await expect(page).toHaveURL(/\/texture-studio\?prompt=frozen%20oak%20leaves$/)
    await page.clock.resume()
    await expect(page.getByLabel('Describe your block or item')).toHaveValue('frozen oak leaves')
  })
})

test('3. sign up from the landing form: a missing username is said, then a new account opens the studio', async ({ page }) => {
  const username = `lantern_${Date.now().toString(36)}`
  await page.goto('/')
  // The plans fill the sections above the form: it stops moving once they are in.
  await expect(pricing(page).getByRole('article')).toHaveCount(4)
  const form = page.getByRole('form', { name: 'Create your account' })
  const submit = form.getByRole('button', { name: 'Create Free Account' })
  await form.getByLabel('Email').fill(`${username}@example.com`)
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await submit.click()
  await expect(toastWith(page, 'Username required')).toContainText('Please choose a username for your account')
  await expect(page).toHaveURL(/\/$/)

  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password', { exact: true }).fill('')
  await submit.click()
  await expect(toastWith(page, 'Password required')).toContainText('Please create a password for your account')

  // Hold the registration until the pending state has been seen.
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/api/register', async (route) => {
    await held
    await route.continue()
  })
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  const registered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/register')
  await submit.click()
  await expect(form.getByRole('button', { name: 'Creating Account...' })).toBeDisabled()
  release()
  expect((await registered).status()).toBe(201)
  await expect(toastWith(page, 'Account created!')).toBeVisible()
  await expect(page).toHaveURL(/\/texture-studio$/)
  await expect(page.getByLabel('Describe your block or item')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${username}` })).toBeVisible()
  const me = (await (await page.request.get('/api/user')).json()) as { user?: { username: string } }
  expect(me.user?.username).toBe(username)
})

test('4. an admin edits the hero title in place: Escape restores it, Ctrl+Enter saves it for everyone', async ({
  page,
  server,
  browser,
}) => {
  const title = `Forty blocks before lunch ${Date.now().toString(36)}`
  await signIn(page, server.accounts.admin)
  await page.goto('/')
  const before = (await heroTitle(page).textContent()) ?? ''
  expect(before).not.toBe('')
  const toggle = editModeButton(page)
  await expect(toggle).toHaveText('Edit Mode')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(heroTitle(page).getByRole('button')).toHaveCount(0)
  await toggle.click()
  await expect(toggle).toHaveText('Exit Edit Mode')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')

  // Escape: the edit is dropped and the title is back.
  await heroTitle(page).getByRole('button', { name: before }).click()
  const textarea = page.getByRole('textbox', { name: 'Hero title' })
  await expect(textarea).toBeFocused()
  await expect(textarea).toHaveValue(before)
  await expect(page.getByRole('button', { name: 'Save hero title' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel editing' })).toBeVisible()
  await textarea.fill('A title nobody should see')
  await textarea.press('Escape')
  await expect(textarea).toHaveCount(0)
  await expect(heroTitle(page)).toHaveText(before)
  expect([null, before]).toContain(await savedText(page, 'hero_main_title'))

  // Ctrl+Enter: saved.
  await heroTitle(page).getByRole('button', { name: before }).click()
  await textarea.fill(title)
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/page-content' && r.request().method() === 'POST')
  await textarea.press('Control+Enter')
  expect((await saved).ok()).toBe(true)
  await expect(toastWith(page, 'Content saved')).toBeVisible()
  await expect(textarea).toHaveCount(0)
  await expect(heroTitle(page)).toHaveText(title)
  expect(await savedText(page, 'hero_main_title')).toBe(title)

  // Leaving edit mode, and after a reload, the new title is plain text.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(heroTitle(page).getByRole('button')).toHaveCount(0)
  await page.reload()
  await expect(heroTitle(page)).toHaveText(title)
  await expect(editModeButton(page)).toHaveAttribute('aria-pressed', 'false')

  // The toggle is the landing page's only.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for admin' })).toBeVisible()
  await expect(editModeButton(page)).toHaveCount(0)
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true })).toHaveCount(0)

  // A visitor sees it too.
  const visitor = await browser.newContext({ baseURL: server.url })
  try {
    const other = await visitor.newPage()
    await other.goto('/')
    await expect(heroTitle(other)).toHaveText(title)
  } finally {
    await visitor.close()
  }

  // The default title back, for the other tests.
  const reset = await page.request.post('/api/page-content', {
    data: { pageId: 'home', elementId: 'hero_main_title', content: DEFAULT_TITLE, type: 'text' },
  })
  expect(reset.ok()).toBe(true)
})

test('5. an admin marks Starter Most popular: Pro loses the badge, and it stays so after a reload', async ({ page, server }) => {
  const original = await plansOf(page)
  const pro = planBySlug(original, 'pro')
  const starter = planBySlug(original, 'starter')
  await signIn(page, server.accounts.admin)
  await page.goto('/')
  await expect(planCard(page, 'Pro')).toHaveAttribute('data-popular', 'true')
  await expect(planCard(page, 'Pro')).toContainText('MOST POPULAR')
  await expect(planCard(page, 'Starter')).not.toHaveAttribute('data-popular')
  await expect(planCard(page, 'Starter')).not.toContainText('MOST POPULAR')

  await editModeButton(page).click()
  await expect(pricing(page).getByText('Edit mode: click a plan card to edit it.')).toBeVisible()
  await planCard(page, 'Starter').getByRole('button', { name: 'Edit Starter' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Plan' })
  await expect(dialog).toContainText('Starter')
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Starter')
  const popular = dialog.getByRole('switch', { name: 'Most popular' })
  await expect(popular).toHaveAttribute('aria-checked', 'false')
  await popular.click()
  await expect(popular).toHaveAttribute('aria-checked', 'true')
  await expect(dialog.getByLabel('Badge text')).toHaveValue('MOST POPULAR')
  const put = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/admin/subscription-plans/${starter.id}` && r.request().method() === 'PUT',
  )
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  expect((await put).ok()).toBe(true)
  await expect(toastWith(page, 'Most Popular badge added')).toContainText('Starter is now marked as the most popular plan.')
  await expect(dialog).toBeHidden()

  const expectStarterPopular = async () => {
    await expect(planCard(page, 'Starter')).toHaveAttribute('data-popular', 'true')
    await expect(planCard(page, 'Starter')).toContainText('MOST POPULAR')
    await expect(planCard(page, 'Pro')).not.toHaveAttribute('data-popular')
    await expect(planCard(page, 'Pro')).not.toContainText('MOST POPULAR')
    await expect(pricing(page).getByText('MOST POPULAR', { exact: true })).toHaveCount(1)
  }
  await expectStarterPopular()
  const after = await plansOf(page)
  expect(after.filter((p) => p.isPopular).map((p) => p.slug)).toEqual(['starter'])
  expect(after.find((p) => p.slug === 'starter')?.badge).toBe('MOST POPULAR')
  await page.reload()
  await expectStarterPopular()

  // Pro back as the popular plan: Starter is badged for beginners again.
  expect((await page.request.put(`/api/admin/subscription-plans/${pro.id}`, { data: planUpdate(pro) })).ok()).toBe(true)
  const restored = await plansOf(page)
  expect(restored.map((p) => [p.slug, p.isPopular, p.badge])).toEqual(original.map((p) => [p.slug, p.isPopular, p.badge]))
})

test('6. neither the demo user nor a visitor can edit: no Edit Mode, and the API refuses a save', async ({ page, server }) => {
  // A visitor: the navbar has settled on Log In, and there is no toggle.
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible()
  await expect(pricing(page).getByRole('article')).toHaveCount(4)
  await expect(editModeButton(page)).toHaveCount(0)
  await expect(heroTitle(page).getByRole('button')).toHaveCount(0)
  const anonymous = await page.request.post('/api/page-content', {
    data: { pageId: 'home', elementId: 'hero_main_title', content: 'Visitors rule', type: 'text' },
  })
  expect([401, 403]).toContain(anonymous.status())

  // The demo user: signed in, on the Free plan, and still no toggle.
  await signIn(page, server.accounts.demo)
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for demo' })).toBeVisible()
  await expect(planCard(page, 'Free').getByText('Current Plan')).toBeVisible()
  await expect(pricing(page).getByText('Current Plan')).toHaveCount(1)
  await expect(editModeButton(page)).toHaveCount(0)
  await expect(pricing(page).getByRole('button', { name: /^Edit / })).toHaveCount(0)
  const refused = await page.request.post('/api/page-content', {
    data: { pageId: 'home', elementId: 'hero_main_title', content: 'Demo rules', type: 'text' },
  })
  expect(refused.status()).toBe(403)
  const starter = planBySlug(await plansOf(page), 'starter')
  const plan = await page.request.put(`/api/admin/subscription-plans/${starter.id}`, {
    data: { ...planUpdate(starter), name: 'Hacked', isPopular: true },
  })
  expect(plan.status()).toBe(403)
  expect((await savedText(page, 'hero_main_title')) ?? '').not.toMatch(/Demo rules|Visitors rule/)
  expect((await plansOf(page)).map((p) => p.name)).not.toContain('Hacked')
})

test.describe('7. axe: WCAG 2.1 A and AA', () => {
  // axe waits on timers, so the clock runs; reduced motion keeps the chips and
  // the carousel still while it reads the page (the carousel then offers Play).
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
  })

  test('no violations on / at 1280x900 and at 375x812, the chat button shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await expect(pricing(page).getByRole('article')).toHaveCount(4)
    await expect(page.getByTestId('featured-track').getByRole('listitem').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Play carousel' })).toBeVisible()
    await page.clock.fastForward(5000)
    await expect(floatingButton(page)).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])

    // A phone: the mobile menu button instead of the links, at most six featured textures.
    await page.setViewportSize({ width: 375, height: 812 })
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(page.getByTestId('featured-track').getByRole('listitem')).toHaveCount(6)
    expect(await wcagViolations(page)).toEqual([])
  })

  test('no violations for an admin in Edit Mode, and with the plan editor open', async ({ page, server }) => {
    await signIn(page, server.accounts.admin)
    await page.goto('/')
    await expect(pricing(page).getByRole('article')).toHaveCount(4)
    await page.clock.fastForward(5000)
    await expect(floatingButton(page)).toBeVisible()
    await editModeButton(page).click()
    await expect(heroTitle(page).getByRole('button')).toBeVisible()
    await expect(pricing(page).getByRole('button', { name: /^Edit / })).toHaveCount(4)
    expect(await wcagViolations(page)).toEqual([])

    await pricing(page).getByRole('button', { name: 'Edit Pro' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Plan' })
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Pro')
    await expect(dialog.getByRole('switch', { name: 'Most popular' })).toBeChecked()
    expect(await wcagViolations(page)).toEqual([])
  })
})

test('8. on a phone an admin finds Edit Mode in the menu, and the bar never overflows', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, server.accounts.admin)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await expect(editModeButton(page)).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  await page.getByRole('button', { name: 'Open menu' }).click()
  const inMenu = page.locator('#mobile-menu').getByRole('button', { name: 'Edit Mode' })
  await inMenu.click()
  await expect(inMenu).toHaveText('Exit Edit Mode')
  await expect(page.locator('#hero-heading').getByRole('button')).toHaveCount(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test.describe('9. the page arrives prerendered and the app hydrates it (ADR 0013)', () => {
  /** Tags the server's nodes before any script runs, to tell hydrated nodes from re-rendered ones. */
  async function tagServerNodes(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const selector of ['header', '#hero-heading', '#features', '#pricing', '#faq', 'footer']) {
          const node = document.querySelector(selector) as (Element & { fromServer?: boolean }) | null
          if (node) node.fromServer = true
        }
      })
    })
  }
  const serverNodesKept = (page: Page) =>
    page.evaluate(() =>
      ['header', '#hero-heading', '#features', '#pricing', '#faq', 'footer'].filter(
        (selector) => !(document.querySelector(selector) as (Element & { fromServer?: boolean }) | null)?.fromServer,
      ),
    )

  /** Page errors and console errors, but not the browser's lines for the 401 and 404 answers a visitor gets. */
  function collectErrors(page: Page): string[] {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
    })
    return errors
  }

  test('the HTML holds every section, and the scripts start after it has painted', async ({ page }) => {
    const html = await (await page.request.get('/')).text()
    const root = html.slice(html.indexOf('<div id="root">'))
    for (const text of [DEFAULT_TITLE, 'id="features"', 'id="how-it-works"', 'id="pricing"', 'id="faq"', '<footer']) {
      expect(root, text).toContain(text)
    }
    expect(html).not.toContain('<script type="module"')
    expect(html).toMatch(
      /<script src="\/start-after-paint\.js" data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]+" defer><\/script>/,
    )
    // Other pages still render in the browser.
    const privacy = await (await page.request.get('/privacy')).text()
    expect(privacy).toContain('<div id="root"></div>')
  })

  test('without JavaScript the page still reads: hero, plans section, FAQ and footer', async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await expect(heroTitle(page)).toHaveText(DEFAULT_TITLE)
      await expect(page.getByRole('heading', { name: 'Simple monthly plans' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('a visitor: hydrated in place, no error, then the plans and Log In show', async ({ page }) => {
    await tagServerNodes(page)
    const errors = collectErrors(page)
    await page.goto('/')
    await expect(planCard(page, 'Free')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible()
    await page.locator('#faq').scrollIntoViewIfNeeded()
    await expect(page.locator('#faq').getByRole('button', { expanded: true })).toHaveCount(1)
    expect(await serverNodesKept(page)).toEqual([])
    expect(errors).toEqual([])
  })

  test('a stored dark theme: dark from the first paint, the toggle says Dark, nothing re-rendered', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await tagServerNodes(page)
    const errors = collectErrors(page)
    // The lower sections' chunk comes late: React keeps their HTML meanwhile.
    await page.route(/\/assets\/below-fold-.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
    await expect(planCard(page, 'Free')).toBeVisible()
    expect(await serverNodesKept(page)).toEqual([])
    expect(errors).toEqual([])
  })

  test('an admin: hydrated in place, with Edit Mode', async ({ page, server }) => {
    await signIn(page, server.accounts.admin)
    await tagServerNodes(page)
    const errors = collectErrors(page)
    await page.goto('/')
    await expect(editModeButton(page)).toBeVisible()
    await expect(planCard(page, 'Free')).toBeVisible()
    expect(await serverNodesKept(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
