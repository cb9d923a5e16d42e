import { test, expect } from './fixtures'

test('home renders with navbar, hero and footer, titled by the server before any script', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<title>Texelforge | AI Minecraft-style texture generator</title>')
  expect(html).toContain('"@type":"WebSite"')

  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: /Texelforge/ }).first()).toBeVisible()
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('From idea to texture')
  const footer = page.getByRole('contentinfo')
  for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Refund Policy']) {
    await expect(footer.getByRole('link', { name })).toBeVisible()
  }
  await expect(page).toHaveTitle('Texelforge | AI Minecraft-style texture generator')
})

test('the navbar background changes after scrolling more than 10 px', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  const before = await header.getAttribute('class')
  await page.evaluate(() => window.scrollTo(0, 40))
  await expect.poll(() => header.getAttribute('class')).not.toBe(before)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(() => header.getAttribute('class')).toBe(before)
})

test('the theme choice is stored under "theme" and survives a reload', async ({ page }) => {
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).not.toHaveClass(/dark/) // default light
  await page.getByRole('banner').getByRole('radio', { name: 'Dark' }).check({ force: true })
  await expect(html).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await page.reload()
  await expect(html).toHaveClass(/dark/)
  await expect(page.getByRole('banner').getByRole('radio', { name: 'Dark' })).toBeChecked()
  await page.getByRole('banner').getByRole('radio', { name: 'Light' }).check({ force: true })
  await page.reload()
  await expect(html).not.toHaveClass(/dark/)
})

test('an unknown path shows the 404 page with status 404 and its links', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText("The page you're looking for doesn't exist or may have been moved.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Texture Studio' })).toHaveAttribute('href', '/texture-studio')
  await expect(page).toHaveTitle('Page Not Found | Texelforge')
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('From idea to texture')
})

test('an unknown API path is JSON, never the app', async ({ request }) => {
  const response = await request.get('/api/nope')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ success: false, message: 'Not found' })
})

test('the mobile menu at 375 px opens, lists the links and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

for (const { path, heading, title } of [
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy | Texelforge' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service | Texelforge' },
  { path: '/cookies', heading: 'Cookie Policy', title: 'Cookie Policy | Texelforge' },
  { path: '/refund-policy', heading: 'Refund Policy', title: 'Refund Policy | Texelforge' },
]) {
  test(`legal page ${path} has its heading, title and real text`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(title)
    const words = (await page.getByRole('main').innerText()).split(/\s+/).length
    expect(words).toBeGreaterThan(500)
  })
}

test('footer links navigate between legal pages without a reload', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect(page).toHaveTitle('Terms of Service | Texelforge')
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
