import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { deflateSync, inflateRawSync } from 'node:zlib';
import { test, expect, type Server } from './fixtures';

// My Textures against the real server: a texture saved through the API shows
// crisp in the grid, is renamed, exported as a Java pack (the zip is read
// here) and deleted after confirming. The navbar's Credits tooltip is checked too.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'));
});

async function signIn(page: Page, server: Server) {
  const res = await page.request.post('/api/login', { data: { ...server.accounts.demo, rememberMe: true } });
  expect(res.ok()).toBe(true);
}

// ---- a 16x16 PNG, built by hand -------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** png16 encodes a 16x16 RGBA checkerboard of two reds. */
function png16(): Buffer {
  const size = 16;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) row.set((x + y) % 2 ? [200, 30, 40, 255] : [140, 10, 30, 255], 1 + x * 4);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** pngSize reads width and height from a PNG's IHDR. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// ---- a small zip reader (central directory; stored and deflated entries) ------------

function unzip(zip: Buffer): Map<string, Buffer> {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

test('save, see, rename, export as a Java pack and delete a texture in My Textures', async ({ page, server }) => {
  await signIn(page, server);
  const created = await page.request.post('/api/textures', {
    data: { title: 'E2E Ruby Block', prompt: 'ruby block', kind: 'block', size: 16, png: png16().toString('base64') },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard/textures');
  await expect(page).toHaveTitle('My Textures | Texelforge');
  await expect(page.getByRole('heading', { name: 'My Textures', level: 1 })).toBeVisible();
  const image = page.getByRole('img', { name: 'E2E Ruby Block' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
  expect(await image.evaluate((img) => getComputedStyle(img).imageRendering)).toBe('pixelated');
  await expect(page.getByRole('link', { name: 'Open E2E Ruby Block in the studio' })).toHaveAttribute(
    'href',
    /\/texture-studio\?texture=\d+$/,
  );

  // Rename.
  await page.getByRole('button', { name: 'Rename E2E Ruby Block' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename texture' });
  await rename.getByLabel('Title').fill('E2E Ruby Ore');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('img', { name: 'E2E Ruby Ore' })).toBeVisible();
  await page.screenshot({ path: '/tmp/my-textures.png', fullPage: true });

  // Select it and export a Java pack for 1.21.4 (pack format 46).
  await page.getByRole('checkbox', { name: 'Select E2E Ruby Ore' }).check();
  await page.getByRole('button', { name: 'Export as a pack' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export resource pack' });
  await expect(exportDialog.getByLabel('Edition')).toHaveValue('java');
  await exportDialog.getByLabel('Game version').selectOption('1.21.4');
  await exportDialog.getByLabel('Pack name').fill('E2E Pack');
  const custom = exportDialog.getByLabel('Custom name for E2E Ruby Ore');
  await expect(custom).toHaveValue('e2e_ruby_ore');
  await custom.fill('Ruby Ore');
  await exportDialog.getByRole('button', { name: 'Export pack' }).click();
  await expect(exportDialog.getByText(/Use snake_case/)).toBeVisible();
  await custom.fill('e2e_ruby_ore');
  await page.screenshot({ path: '/tmp/export-dialog.png' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Export pack' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('e2e_pack.zip');
  await expect(exportDialog).toBeHidden();
  const files = unzip(readFileSync(await download.path()));
  const meta = JSON.parse(files.get('pack.mcmeta')?.toString('utf8') ?? 'null') as { pack: Record<string, unknown> };
  expect(meta.pack.pack_format).toBe(46);
  const png = files.get('assets/minecraft/textures/block/e2e_ruby_ore.png');
  if (!png) throw new Error(`the texture is not in the pack: ${[...files.keys()].join(', ')}`);
  expect(pngSize(png)).toEqual({ width: 16, height: 16 });

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete E2E Ruby Ore' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete texture?' });
  await expect(confirm).toContainText('“E2E Ruby Ore” will be deleted for good.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('img', { name: 'E2E Ruby Ore' })).toHaveCount(0);
  const left = (await (await page.request.get('/api/textures')).json()) as { textures: { title: string }[] };
  expect(left.textures.map((t) => t.title)).not.toContain('E2E Ruby Ore');
  if (left.textures.length === 0) await expect(page.getByText('No saved textures yet')).toBeVisible();
});

test('the navbar Credits link tells used, available and what a credit buys', async ({ page, server }) => {
  await signIn(page, server);
  const { credits: c } = (await (await page.request.get('/api/user/credits')).json()) as {
    credits: { total: number; used: number; subscriptionCreditsTotal: number; subscriptionCreditsAvailable: number };
  };
  const total = c.subscriptionCreditsTotal + c.total;
  const available = Math.max(0, c.total + c.subscriptionCreditsAvailable - c.used);
  await page.goto('/dashboard');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credits' });
  // The Credits entry loads after the shell; its tooltip trigger carries data-state.
  await expect(link).toHaveAttribute('data-state', 'closed');
  await link.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(`${total - available} of ${total} credits used`);
  await expect(tooltip).toContainText(`${available} available`);
  await expect(tooltip).toContainText('1 credit = 16 textures');

  // A phone: the menu's Credits entry shows the count, and My Textures fits 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/textures');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('credits-count')).toHaveText(`${available} available`);
  await page.screenshot({ path: '/tmp/mobile-menu-390.png' });
  await page.getByRole('button', { name: 'Close menu' }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
