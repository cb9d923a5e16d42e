import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, newAccount, toastWith, type Server } from './fixtures'

// Payment journeys against the real server and its built-in test-mode
// checkout (no payment provider configured): out of credits in the studio to
// a credit pack and back to the prompt; a plan chosen on the landing page
// while signed out, paid after signing up; cancelling and resuming from the
// dashboard; an admin hiding the credit packages. docs/payments-api.md.

const PASSWORD = 'Sturdy-Ledger-42!'
const TEST_MODE = 'Test mode - no real payment'
/** A card the test mode accepts: 4242 4242 4242 4242, any future expiry, any 3-digit CVC, a name. */
const GOOD_CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Pat Player' }

test.beforeEach(async ({ page }) => {
  // The cookie banner is tested elsewhere; keep it from covering the page.
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'))
})

async function signIn(page: Page, account: Server['accounts']['admin']) {
  const res = await page.request.post('/api/login', { data: { ...account, rememberMe: true } })
  expect(res.ok()).toBe(true)
}

/** signUp registers a new account through the API; the page's context then holds its session (on Free, 3 credits). */
async function signUp(page: Page, emailPrefix = '') {
  const { username, email: plain } = newAccount()
  const email = emailPrefix + plain
  const res = await page.request.post('/api/register', { data: { username, email, password: PASSWORD, newsletter: false } })
  expect(res.ok()).toBe(true)
  return { username, email }
}

async function availableCredits(page: Page): Promise<number> {
  const body = (await (await page.request.get('/api/user/credits')).json()) as { credits: { available: number } }
  return body.credits.available
}

/** spendAllCredits generates through the API until nothing is left, each generation finished (its credit spent, not reserved). */
async function spendAllCredits(page: Page) {
  for (let left = await availableCredits(page); left > 0; left--) {
    const res = await page.request.post('/api/generate-textures', { data: { prompt: `stone brick ${left}` } })
    expect(res.status()).toBe(202)
    const { generation } = (await res.json()) as { generation: { id: string } }
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/generate-textures/${generation.id}`)).json()) as { generation: { state: string } })
            .generation.state,
      )
      .toBe('done')
  }
  expect(await availableCredits(page)).toBe(0)
}

/** planId is the id of the plan with this slug (GET /api/subscription-plans). */
async function planId(page: Page, slug: string): Promise<number> {
  const { plans } = (await (await page.request.get('/api/subscription-plans')).json()) as { plans: { id: number; slug: string }[] }
  const plan = plans.find((p) => p.slug === slug)
  if (!plan) throw new Error(`no ${slug} plan`)
  return plan.id
}

/** subscribeThroughApi buys a plan in test mode without the pages: checkout, pay, wait for the credits. */
async function subscribeThroughApi(page: Page, slug: string) {
  const res = await page.request.post('/api/checkout', { data: { kind: 'plan', id: await planId(page, slug) } })
  expect(res.ok()).toBe(true)
  const { url } = (await res.json()) as { url: string }
  const id = decodeURIComponent(new URL(url, 'http://x').pathname.split('/').at(-1) ?? '')
  expect((await page.request.post(`/api/checkout/sessions/${encodeURIComponent(id)}/pay`, { data: GOOD_CARD })).ok()).toBe(true)
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/checkout/sessions/${encodeURIComponent(id)}`)).json()) as {
            checkout: { fulfilled: boolean }
          }
        ).checkout.fulfilled,
    )
    .toBe(true)
}

/** payWithTestCard fills the test-mode page's card form, agrees to the withdrawal terms and pays. */
async function payWithTestCard(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/checkout\/pay\/[^/?#]+$/)
  await expect(page.getByText(TEST_MODE, { exact: true })).toBeVisible()
  const form = page.getByRole('form', { name: 'Card details' })
  await expect(form).toContainText('4242 4242 4242 4242')
  await form.getByLabel('Card number').fill('4242 4242 4242 4242')
  await form.getByLabel('Expiry (MM/YY)').fill(GOOD_CARD.expiry)
  await form.getByLabel('CVC').fill(GOOD_CARD.cvc)
  await form.getByLabel('Name on card').fill(GOOD_CARD.name)
  await form.getByRole('checkbox', { name: /right of withdrawal ends once I start using the credits/ }).check()
  await form.getByRole('button', { name: `Pay ${amount}` }).click()
  await expect(page).toHaveURL(/\/payment-success\?session=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeVisible({ timeout: 15_000 })
}

/** axe's serious and critical violations on the page as it is, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('a. out of credits in the studio: buy the 10-credit pack in test mode and come back to the prompt', async ({ page }) => {
  await signUp(page)
  await spendAllCredits(page)

  await page.goto('/texture-studio?prompt=ruby%20sword')
  await expect(page.getByLabel('Describe your block or item')).toHaveValue('ruby sword')
  await page.getByRole('button', { name: 'Generate', exact: true }).click()
  const noCredits = page.getByRole('dialog', { name: 'No credits left' })
  await expect(noCredits).toContainText('Each generation costs 1 credit')
  await noCredits.getByRole('link', { name: 'Get more credits' }).click()

  await expect(page).toHaveURL(/\/prompt-credits-checkout\?prompt=ruby%20sword$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Get more credits' })).toBeVisible()
  await expect(page.getByText('“ruby sword”')).toBeVisible()
  const cheapest = page.getByRole('region', { name: 'Cheapest ways to continue' })
  await expect(cheapest.getByRole('article', { name: '1 credit' })).toContainText('$0.99')
  await expect(cheapest.getByRole('article', { name: 'Starter plan' })).toContainText('$9.99/month')
  const pack = page.getByRole('article', { name: '10 credits' })
  await expect(pack).toContainText('$7.50')
  await expect(pack).toContainText('$0.75 per credit')
  expect(await seriousViolations(page)).toEqual([])
  await pack.getByRole('button', { name: 'Buy 10 credits' }).click()

  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('10 credits')
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('$7.50')
  expect(await seriousViolations(page)).toEqual([])
  await payWithTestCard(page, '$7.50')

  await expect(page.getByTestId('balance')).toHaveText('Your balance: 10 credits')
  const receipt = page.getByRole('region', { name: 'Receipt' })
  await expect(receipt).toContainText('10 credits')
  await expect(receipt).toContainText('$7.50')
  await expect(receipt).toContainText(TEST_MODE)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Back to the studio' }).click()

  await expect(page).toHaveURL(/\/texture-studio\?prompt=ruby(%20|\+)sword$/)
  await expect(page.getByLabel('Describe your block or item')).toHaveValue('ruby sword')
  await expect(page.getByTestId('credit-cost')).toHaveText('Costs 1 credit · 10 available')
})

test('a declined card is said so on the test-mode page, and a good one then pays', async ({ page }) => {
  await signUp(page)
  await page.goto('/checkout/credits/2')
  const chosen = page.getByRole('article', { name: '10 credits' })
  await expect(chosen).toContainText('Your choice')
  await chosen.getByRole('button', { name: 'Buy 10 credits' }).click()
  await expect(page.getByText(TEST_MODE, { exact: true })).toBeVisible()
  const form = page.getByRole('form', { name: 'Card details' })
  await form.getByLabel('Card number').fill('4000 0000 0000 0002')
  await form.getByLabel('Expiry (MM/YY)').fill(GOOD_CARD.expiry)
  await form.getByLabel('CVC').fill(GOOD_CARD.cvc)
  await form.getByLabel('Name on card').fill(GOOD_CARD.name)
  await form.getByRole('checkbox', { name: /right of withdrawal/ }).check()
  await form.getByRole('button', { name: 'Pay $7.50' }).click()
  await expect(form.getByRole('alert')).toHaveText('Your card was declined.')
  await expect(page).toHaveURL(/\/checkout\/pay\//)
  await form.getByLabel('Card number').fill('4242 4242 4242 4242')
  await form.getByRole('button', { name: 'Pay $7.50' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('balance')).toHaveText(`Your balance: ${await availableCredits(page)} credits`)
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard')
})

test('b. a visitor picks Starter on the landing page, signs up at checkout, pays, and the dashboard shows Starter', async ({ page }) => {
  const { username, email } = newAccount()
  await page.goto('/')
  const starter = page.locator('#pricing').getByRole('article', { name: 'Starter', exact: true })
  await starter.getByRole('link', { name: 'Get Starter' }).click()

  await expect(page).toHaveURL(/\/checkout\/starter#top$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Starter' })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Starter' })
  await expect(summary).toContainText('$9.99/month')
  await expect(summary).toContainText('30 credits a month (480 textures)')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  await dialog.getByLabel('Username').fill(username)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(toastWith(page, 'Account created!')).toBeVisible()

  await expect(page).toHaveURL(/\/complete-subscription\?plan=starter$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Finish subscribing to Starter' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Starter plan')
  await payWithTestCard(page, '$9.99')

  await expect(page.getByText('Thank you! You bought the Starter plan, with 30 credits every month.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const billing = page.getByRole('region', { name: 'Plan and credits' })
  await expect(billing).toContainText('Starter')
  await expect(billing.getByTestId('subscription-status')).toHaveText(/^Renews on [A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Starter', { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Credit transactions' })).toContainText('Starter')
})

test('c. a subscriber cancels from the dashboard, sees when the plan ends, and resumes it', async ({ page }) => {
  await signUp(page)
  await subscribeThroughApi(page, 'starter')
  await page.goto('/dashboard')
  const billing = page.getByRole('region', { name: 'Plan and credits' })
  const status = billing.getByTestId('subscription-status')
  await expect(status).toHaveText(/^Renews on /)
  const end = ((await status.textContent()) ?? '').replace('Renews on ', '')

  await billing.getByRole('button', { name: 'Cancel subscription' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' })
  await expect(dialog).toContainText(`Your Starter plan stays active until ${end}`)
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(toastWith(page, 'Subscription cancelled')).toBeVisible()
  await expect(status).toHaveText(`Ends on ${end}`)

  await billing.getByRole('button', { name: 'Resume subscription' }).click()
  await expect(status).toHaveText(`Renews on ${end}`)
  await expect(billing.getByRole('button', { name: 'Cancel subscription' })).toBeVisible()
})

test('d. an admin hides the credit packages: /checkout/credits shows none and a package checkout is refused', async ({ page, server }) => {
  await signIn(page, server.accounts.admin)
  const setHidden = async (value: boolean) => {
    const res = await page.request.put('/api/admin/settings', { data: { key: 'hideCreditPackagesSection', value } })
    expect(res.ok()).toBe(true)
  }
  await setHidden(true)
  try {
    await page.goto('/checkout/credits')
    await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible()
    await expect(page.getByText(/Credit packages are not on sale right now/)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/checkout/plans')
    await expect(page.getByRole('article')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Buy/ })).toHaveCount(0)
    const refused = await page.request.post('/api/checkout', { data: { kind: 'package', id: 1 } })
    expect(refused.status()).toBe(403)
  } finally {
    await setHidden(false)
  }
  await page.reload()
  await expect(page.getByRole('button', { name: /^Buy/ })).toHaveCount(3)
})

test('the payment pages fit a 375 px phone, even with a long email address', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signUp(page, 'a.rather.long.mailbox.name.')
  for (const path of [
    '/checkout/plans',
    '/checkout/credits',
    '/checkout/starter',
    '/prompt-credits-checkout?prompt=ruby%20sword',
    '/dashboard',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test('the plans page arrives prerendered and hydrates in place (ADR 0013)', async ({ page }) => {
  const html = await (await page.request.get('/checkout/plans')).text()
  expect(html).toContain('<div id="root"><div')
  expect(html).toMatch(/<h1[^>]*>Plans and Pricing<\/h1>/)
  expect(html).not.toContain('<script type="module"')

  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text())
  })
  await page.goto('/checkout/plans')
  const heading = page.getByRole('heading', { level: 1, name: 'Plans and Pricing' })
  await heading.evaluate((el) => el.setAttribute('data-server-node', 'yes'))
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
  await expect(page.getByRole('heading', { name: 'Starter' })).toBeVisible()
  await expect(heading).toHaveAttribute('data-server-node', 'yes')
  expect(errors).toEqual([])
})
