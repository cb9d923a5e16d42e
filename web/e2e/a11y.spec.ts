import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

for (const path of ['/', '/no-such-page', '/privacy', '/terms', '/cookies', '/refund-policy']) {
  for (const theme of ['light', 'dark']) {
    test(`axe finds no serious or critical violations on ${path} (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('cookieConsent', 'essential');
      }, theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('axe finds no serious violations with the cookie banner and mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookies on Texelforge' })).toBeVisible({ timeout: 3000 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});
