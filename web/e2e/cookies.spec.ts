import { test, expect } from './fixtures'

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Cookies on Texelforge' })

test('the cookie banner appears about 1.5 s after the app starts, not before', async ({ page }) => {
  // Both moments as the page sees them, so a slow test runner cannot blur them.
  await page.addInitScript(() => {
    const times = window as unknown as { appAt?: number; bannerAt?: number }
    new MutationObserver(() => {
      if (times.appAt === undefined && document.documentElement.dataset.app === 'ready') times.appAt = performance.now()
      const heading = [...document.querySelectorAll('section h2')].some((h) => h.textContent === 'Cookies on Texelforge')
      if (times.bannerAt === undefined && heading) times.bannerAt = performance.now()
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await page.goto('/')
  await expect(banner(page)).toBeVisible({ timeout: 4000 })
  const { appAt, bannerAt } = await page.evaluate(() => {
    const times = window as unknown as { appAt: number; bannerAt: number }
    return { appAt: times.appAt, bannerAt: times.bannerAt }
  })
  expect(bannerAt - appAt).toBeGreaterThanOrEqual(1450)
  expect(bannerAt - appAt).toBeLessThan(2500)
  await banner(page).getByRole('button', { name: 'Details' }).click()
  for (const name of ['Essential', 'Analytics', 'Functional']) {
    await expect(
      banner(page)
        .getByRole('listitem')
        .filter({ hasText: `${name}:` }),
    ).toBeVisible()
  }
  await expect(banner(page).getByRole('link', { name: 'Full Cookie Policy' })).toHaveAttribute('href', '/cookies')
})

test('Accept All stores consent, hides the banner for good and counts page views', async ({ page }) => {
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accept All' }).click()
  await expect(banner(page)).toHaveCount(0)
  const stored = await page.evaluate(() => ({
    consent: localStorage.getItem('cookieConsent'),
    date: localStorage.getItem('cookieConsentDate'),
    analyticsOff: localStorage.getItem('analyticsDisabled'),
  }))
  expect(stored.consent).toBe('true')
  expect(stored.analyticsOff).toBeNull()
  expect(new Date(stored.date ?? '').toString()).not.toBe('Invalid Date')

  const counted = page.waitForRequest((r) => r.url().endsWith('/api/analytics/page-view') && r.method() === 'POST')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  expect((await counted).postDataJSON()).toEqual({ path: '/privacy' })

  await page.reload()
  await page.waitForTimeout(2000)
  await expect(banner(page)).toHaveCount(0)
})

test('Essential stores "essential", turns analytics off and sends no page views', async ({ page }) => {
  const views: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analytics/page-view')) views.push(r.url())
  })
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Essential' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('essential')
  expect(await page.evaluate(() => localStorage.getItem('analyticsDisabled'))).toBe('true')
  expect(await page.evaluate(() => localStorage.getItem('cookieConsentDate'))).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  expect(views).toEqual([])
})
