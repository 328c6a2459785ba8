import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { axeClean } from './account-fixtures';
import { site, writeSiteDocument } from './site-fixtures';
import { tenantUrl } from './tenants';

// A site with a tile service (AF §7 map tiles from a maps service): its locations' maps are the service's
// tiles, with its key and attribution, and a location's own page makes its map live (Leaflet, fetched
// only when the map nears the screen) to pan and zoom by keyboard. The service is a local fake that
// records what it is asked for.

const KEY = 'e2e-browser-key';
const ATTRIBUTION = '© E2E Tiles';
let tileServer: http.Server;
let asked: { z: number; x: number; y: number; key: string | null }[] = [];
let slug = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 200, g: 222, b: 200 } },
  })
    .png()
    .toBuffer();
  tileServer = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://tiles');
    const match = url.pathname.match(/^\/(\d+)\/(\d+)\/(\d+)\.png$/);
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    asked.push({ z: +match[1], x: +match[2], y: +match[3], key: url.searchParams.get('key') });
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(tile);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  const { port } = tileServer.address() as AddressInfo;

  slug = `maps-${test.info().project.name}`;
  const summit = JSON.parse(fs.readFileSync('config/sites/summit-motor-group.json', 'utf8'));
  const put = await site(
    'put',
    writeSiteDocument(slug, {
      extends: 'standard-dealer',
      slug,
      name: 'Maps Motor Group',
      hostnames: [`${slug}.com.au`],
      siteType: 'dealer-group',
      tagline: 'Find us on the map',
      logo: { text: 'Maps Motor Group', mark: 'MM' },
      address: '1 Map Street, Springwood QLD 4127',
      phones: { sales: '07 3555 0199' },
      dealerships: summit.dealerships,
      theme: summit.theme,
      copy: summit.copy,
      features: { ourLocations: true },
      buttons: { card: ['enquire', 'view-details'], vehiclePage: ['enquire', 'test-drive'] },
      finance: { provider: 'manual' },
      stockFilter: { usedOnly: false, inStockOnly: true },
      location: {
        tiles: {
          url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png?key={key}`,
          key: KEY,
          attribution: ATTRIBUTION,
        },
      },
    }),
    '--by',
    'e2e',
  );
  expect(put.stderr).toBe('');
  expect(put.stdout).toContain(`Site '${slug}' created`);
});

test.afterAll(() => new Promise<void>((resolve) => tileServer.close(() => resolve())));

test('the cards show the service’s tiles at zoom 10 with its key; a location’s page makes its map live', {
  tag: '@layout',
}, async ({ page }) => {
  await expect(async () => {
    await page.goto(tenantUrl(slug, '/'));
    await expect(page.getByRole('heading', { name: 'Our Locations' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });

  const section = page.getByRole('region', { name: 'Our Locations' });
  await section.scrollIntoViewIfNeeded();
  // Step the carousel to the first location without a photo: its card shows the map.
  const pin = section.locator('[data-map-pin]').first();
  const inView = () =>
    pin.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    });
  await expect(async () => {
    if (await inView()) return;
    await section.getByRole('button', { name: 'Next slide' }).click();
    throw new Error('the map is not in view yet');
  }).toPass({ intervals: [400], timeout: 40_000 });
  const card = section
    .getByRole('group')
    .filter({ has: page.locator('[data-map-pin]') })
    .first();
  await expect(card.getByText(ATTRIBUTION)).toBeVisible();
  await expect.poll(() => asked.filter((t) => t.z === 10).length).toBeGreaterThan(0);
  expect(asked.every((t) => t.key === KEY)).toBe(true);
  await axeClean(page);

  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  const phone = viewport.width < 992;
  // On a short phone screen the map starts below the location's card, out of reach of the look-ahead.
  if (phone) await page.setViewportSize({ width: viewport.width, height: 320 });
  await card.getByRole('link', { name: /^View Location/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  const live = page.getByRole('region', { name: new RegExp(`^Map of ${name}`) });
  if (phone) {
    // No map library until the map is scrolled to.
    await expect(page.locator('[data-map-pin]').first()).toBeAttached();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await page.setViewportSize(viewport);
  }
  await page.locator('[data-map-pin]').first().scrollIntoViewIfNeeded();
  await expect(live).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(live).toContainText(ATTRIBUTION);

  // Keyboard: focus the map, '+' zooms in, and the service is asked for zoom 11 tiles.
  asked = [];
  await live.focus();
  await page.keyboard.press('+');
  await expect.poll(() => asked.some((t) => t.z === 11)).toBe(true);
  // A press during the zoom's animation is dropped, as a shopper's would be.
  await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => asked.some((t) => t.z === 12)).toBe(true);
  expect(asked.every((t) => t.key === KEY)).toBe(true);
  await axeClean(page);
});
