import { expect, type Page, test } from '@playwright/test';
import { site, writeSiteDocument } from './site-fixtures';
import { tenantUrl } from './tenants';

// A dealer nobody has seen before, written as one JSON file and added to the running platform with the
// documented command: no build, no restart.

const GO_LIVE_MS = 2000;

// One site per browser project: both run against the same server.
let slug = '';
const riverbendFor = (project: string) => ({
  extends: 'standard-dealer',
  slug: `riverbend-${project}`,
  name: 'Riverbend Auto',
  hostnames: [`riverbend-${project}.com.au`],
  siteType: 'franchise',
  tagline: 'Used cars on the river',
  logo: { text: 'Riverbend', mark: 'RA' },
  address: '12 River Road, Capalaba QLD 4157',
  phones: { sales: '07 3555 0101' },
  dealerships: ['coastal-toyota-capalaba'],
  theme: {
    brand: '#0b6e4f',
    brandContrast: '#ffffff',
    accent: '#17324d',
    accentContrast: '#ffffff',
    surface: '#f3f7f5',
    ink: '#10201a',
    heroFrom: '#0b6e4f',
    heroTo: '#17324d',
  },
  copy: {
    heroTitle: 'Used cars you can trust',
    heroSubtitle: 'Every car inspected, every price on the windscreen',
    footerAbout: 'Riverbend Auto sells quality used cars in Capalaba.',
    disclaimer: 'Prices are drive-away unless stated otherwise.',
  },
  buttonLabels: { enquire: 'Ask Riverbend' },
  features: {},
  buttons: { card: ['enquire', 'view-details'], vehiclePage: ['enquire', 'test-drive'] },
  finance: { provider: 'manual' },
  stockFilter: { usedOnly: true, inStockOnly: true },
});
let riverbend: ReturnType<typeof riverbendFor>;

/** Opens the page until `ready` holds, and returns how long after `since` it first did. */
async function liveAfter(page: Page, since: number, ready: () => Promise<boolean>): Promise<number> {
  for (;;) {
    await page.goto(tenantUrl(slug), { waitUntil: 'domcontentloaded' });
    if (await ready()) return Date.now() - since;
    if (Date.now() - since > 10_000) throw new Error('the site never went live');
    await page.waitForTimeout(100);
  }
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => {
  riverbend = riverbendFor(test.info().project.name);
  slug = riverbend.slug;
});

test('a site written as one JSON file goes live in under 2 s and honours its settings', async ({ page }) => {
  const put = await site('put', writeSiteDocument(slug, riverbend), '--by', 'e2e');
  expect(put.stderr).toBe('');
  expect(put.stdout).toContain(`Site '${slug}' created: version 1.`);
  const elapsed = await liveAfter(page, Date.now(), async () =>
    (await page.title()).includes('Riverbend Auto'),
  );
  expect(elapsed).toBeLessThan(GO_LIVE_MS);
  await expect(page.getByRole('link', { name: 'Riverbend home' })).toBeVisible();

  // Its colours, as the theme's CSS variables.
  const brand = await page
    .locator('#main')
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--brand').trim().toLowerCase());
  expect(brand).toBe('#0b6e4f');
  await expect(page.getByRole('heading', { name: 'Used cars you can trust' })).toBeVisible();

  // Its stock filter: used cars only, from the one dealership it names.
  const types = page.getByRole('list', { name: 'Browse by type' });
  await expect(types).toContainText('Used');
  await expect(types).not.toContainText('New');

  // Its buttons, with its own label, on the result cards.
  await page.goto(tenantUrl(slug, '/search'));
  const card = page.getByRole('article').first();
  await expect(card.getByRole('link', { name: /Ask Riverbend/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Reserve/ })).toHaveCount(0);
});

test('a change is served in under 2 s, a bad one is refused naming each field, and a rollback restores', async ({
  page,
}) => {
  const renamed = { ...riverbend, name: 'Riverbend Auto Group' };
  const put = await site('put', writeSiteDocument(slug, renamed), '--by', 'e2e');
  expect(put.stdout).toContain('Changed: name');
  const elapsed = await liveAfter(page, Date.now(), async () =>
    (await page.title()).includes('Riverbend Auto Group'),
  );
  expect(elapsed).toBeLessThan(GO_LIVE_MS);

  const bad = { ...renamed, theme: { ...riverbend.theme, brand: 'green' }, includeSoldCarsDays: 61 };
  const refused = await site('put', writeSiteDocument(slug, bad));
  expect(refused.code).toBe(1);
  expect(refused.stderr + refused.stdout).toContain('theme.brand: expected a colour');
  expect(refused.stderr + refused.stdout).toContain('includeSoldCarsDays');
  await page.goto(tenantUrl(slug));
  expect(await page.title()).toContain('Riverbend Auto Group');

  const history = await site('history', slug);
  expect(history.stdout).toMatch(/v2 .* api \(e2e\) {2}name/);
  const rollback = await site('rollback', slug, '1', '--by', 'e2e');
  expect(rollback.stdout).toContain('version 3');
  const back = await liveAfter(page, Date.now(), async () => !(await page.title()).includes('Group'));
  expect(back).toBeLessThan(GO_LIVE_MS);
});
