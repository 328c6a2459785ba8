import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { totpCode } from '../helpers/totp';
import { axeClean } from './axe';
import { consoleUrl, invite, PASSWORD } from './console-fixtures';
import { tenantUrl } from './tenants';

// An owner changes the site's brand colour and a location's holiday hours as a draft, previews them on the
// site (shoppers still see the live site), publishes them (live within 2 s) and rolls back from the
// history; a manager of the same site is refused the owner's settings (403) but changes the site's words.

async function join(page: Page, link: string, name: string, owner: boolean) {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('The password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  if (!owner) {
    await expect(page.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
    return;
  }
  await expect(page).toHaveURL(consoleUrl('/two-factor'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.locator('code').textContent()) ?? '';
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page).toHaveURL(consoleUrl('/security?two-factor=on'));
}

/** The brand colour a page of the site is drawn in (the theme's custom property on its frame). */
const brandOf = async (page: Page, path = '/') => {
  await page.goto(tenantUrl('carzone', path));
  const style = (await page.locator('div[style*="--brand"]').first().getAttribute('style')) ?? '';
  return /--brand:\s*(#[0-9a-fA-F]{6})/.exec(style)?.[1]?.toLowerCase();
};

test('an owner drafts a colour and holiday hours, previews, publishes and rolls back; a manager is refused the colour @layout', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const stamp = `${info.project.name}.${Date.now()}`;
  await join(
    page,
    await invite(`settings.owner.${stamp}@example.com`, 'owner', 'carzone'),
    'Sienna Settings',
    true,
  );
  const shopper = await (await browser.newContext()).newPage();
  const liveBrand = await brandOf(shopper);
  const colour = liveBrand === '#0b7a3e' ? '#7a0b3e' : '#0b7a3e';

  // The colour, in the draft.
  await page.goto(consoleUrl('/carzone/settings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await axeClean(page);
  await page.getByRole('link', { name: /^Identity and theme/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identity and theme' })).toBeVisible();
  const brand = page.getByRole('textbox', { name: 'Brand', exact: true });
  await brand.fill('green');
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The draft was not saved: one setting needs changing.' }),
  ).toBeFocused();
  await expect(page.getByText('expected a colour (#rrggbb)').first()).toBeVisible();
  await axeClean(page);
  await brand.fill(colour);
  // The dealer's own logo, uploaded: made 320 by 80 whatever its shape.
  const logo = await sharp({ create: { width: 300, height: 120, channels: 4, background: colour } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Upload image')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('img', { name: 'Image as it is now' })).toHaveAttribute(
    'src',
    /^\/media\/content-images\/\d+\/[0-9a-f-]+\.webp$/,
  );
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft.' })).toBeVisible();

  // A holiday of the location's state, closed, in the same draft.
  await page.goto(consoleUrl('/carzone/locations'));
  await axeClean(page);
  await page.locator('main h2 a').first().click();
  const locationPath = new URL(page.url()).pathname;
  const locationSlug = locationPath.split('/').at(-1) as string;
  await page.getByText(/^Public holidays in /).click();
  const add = page.locator('button:not([disabled])', { hasText: 'Add as closed' }).first();
  const holiday = /^Add as closed: (.+) \((\d{4}-\d{2}-\d{2})\)$/.exec(
    (await add.getAttribute('aria-label')) ?? '',
  );
  expect(holiday).not.toBeNull();
  const [, holidayName] = holiday as RegExpExecArray;
  await add.click();
  await axeClean(page);
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft.' })).toBeVisible();

  // The preview: the site with the draft, for this browser only.
  await page.goto(consoleUrl('/carzone/settings'));
  await expect(page.getByRole('link', { name: 'theme.brand' })).toBeVisible();
  await expect(page.getByRole('link', { name: `locations.${locationSlug}.special` })).toBeVisible();
  const previewLink =
    (await page.getByRole('link', { name: /^Preview the site with this draft/ }).getAttribute('href')) ?? '';
  const preview = await page.context().newPage();
  await preview.goto(previewLink);
  await expect(preview.getByText('You are previewing an unpublished draft of this site')).toBeVisible();
  expect(await brandOf(preview)).toBe(colour);
  const ownLogo = preview.locator('header img[src^="/media/content-images/"]');
  await expect(ownLogo).toBeVisible();
  expect(await ownLogo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    320, 80,
  ]);
  await preview.goto(tenantUrl('carzone', `/locations/${locationSlug}`));
  expect(await preview.content()).toContain(holidayName);
  expect(await brandOf(shopper)).toBe(liveBrand);

  // Published: live for every shopper within 2 s, and the preview is over.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published as version \d+/ })).toBeVisible();
  await expect.poll(() => brandOf(shopper), { timeout: 2_000, intervals: [250] }).toBe(colour);
  await expect(shopper.locator('header img[src^="/media/content-images/"]')).toBeVisible();
  await shopper.goto(tenantUrl('carzone', `/locations/${locationSlug}`));
  expect(await shopper.content()).toContain(holidayName);
  await preview.goto(tenantUrl('carzone', '/'));
  await expect(preview.getByText('You are previewing an unpublished draft of this site')).toHaveCount(0);

  // The history says what changed, and rolls it back.
  await page.goto(consoleUrl('/carzone/settings/history'));
  const versions = page.getByRole('list', { name: 'Published versions' }).locator(':scope > li');
  const latest = versions.filter({ has: page.getByRole('heading', { name: /\(live\)$/ }) });
  await expect(latest.getByRole('rowheader', { name: 'theme.brand' })).toBeVisible();
  await expect(latest.getByText(`${holidayName}: Closed`)).toBeVisible();
  await axeClean(page);
  const before = versions.nth(1);
  const version = Number(/Version (\d+)/.exec((await before.getByRole('heading').textContent()) ?? '')?.[1]);
  await before.getByRole('button', { name: `Roll back to version ${version}` }).click();
  await before.getByRole('button', { name: `Yes, roll back to version ${version}` }).click();
  await expect(page.getByRole('heading', { name: /\(live\)$/ })).toHaveText(/Version \d+ \(live\)/);
  await expect.poll(() => brandOf(shopper), { timeout: 2_000, intervals: [250] }).toBe(liveBrand);
  await expect(shopper.locator('header img[src^="/media/content-images/"]')).toHaveCount(0);
  await shopper.goto(tenantUrl('carzone', `/locations/${locationSlug}`));
  expect(await shopper.content()).not.toContain(holidayName);

  // A manager of the same site: the owners' settings are refused, the words are theirs.
  const manager = await (await browser.newContext()).newPage();
  await join(
    manager,
    await invite(`settings.manager.${stamp}@example.com`, 'manager', 'carzone'),
    'Milo Settings',
    false,
  );
  // From the manager's own page, as the console's script calls it.
  const refused = await manager.evaluate(async () => {
    const view = (await (await fetch('/api/console/sites/carzone/settings')).json()) as {
      document: Record<string, unknown>;
    };
    const theme = view.document.theme as Record<string, unknown> | undefined;
    const answer = await fetch('/api/console/sites/carzone/settings/draft', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        document: { ...view.document, theme: { ...theme, brand: '#123456' } },
        locations: {},
      }),
    });
    return { status: answer.status, body: await answer.json() };
  });
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({
    issues: [{ field: 'theme.brand', message: 'only an owner may change this setting' }],
  });
  await manager.goto(consoleUrl('/carzone/settings'));
  await expect(manager.getByRole('link', { name: /^Identity and theme/ })).toHaveCount(0);
  await manager.getByRole('link', { name: /^Phones and copy/ }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Phones and copy' })).toBeVisible();
  await axeClean(manager);

  // A salesperson: no Settings or Locations screens, and their calls refused.
  const sales = await (await browser.newContext()).newPage();
  await join(
    sales,
    await invite(`settings.sales.${stamp}@example.com`, 'sales', 'carzone'),
    'Sage Settings',
    false,
  );
  for (const screen of ['/carzone/settings', '/carzone/locations', '/carzone/settings/history'])
    expect((await sales.goto(consoleUrl(screen)))?.status()).toBe(404);
  const status = await sales.evaluate(
    async () => (await fetch('/api/console/sites/carzone/settings')).status,
  );
  expect(status).toBe(403);
});

test('the compliance check refuses a draft with a rate and no comparison rate, and lists the site’s breaches @layout', async ({
  page,
}, info) => {
  const stamp = `${info.project.name}.${Date.now()}`;
  await join(
    page,
    await invite(`compliance.${stamp}@example.com`, 'manager', 'carzone'),
    'Cory Compliance',
    false,
  );
  await page.goto(consoleUrl('/carzone/settings'));
  // A promotion naming a rate without its comparison rate, put in the draft from the console's own page.
  const saved = await page.evaluate(async () => {
    const view = (await (await fetch('/api/console/sites/carzone/settings')).json()) as {
      document: Record<string, unknown>;
      config: { promos: unknown[] };
    };
    const promos = [
      ...view.config.promos,
      { kind: 'banner', name: 'cheap-finance', title: 'Finance from 2.9% p.a.' },
    ];
    const answer = await fetch('/api/console/sites/carzone/settings/draft', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ document: { ...view.document, promos }, locations: {} }),
    });
    return answer.status;
  });
  expect(saved).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'The compliance check will refuse this draft until these are fixed' }),
  ).toBeVisible();
  await expect(
    page.getByText('An annual rate without its comparison rate and warning').first(),
  ).toBeVisible();
  await axeClean(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The compliance check refused the publish' }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('button', { name: 'Yes, discard the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft was discarded.' })).toBeVisible();

  // The site as published: its advertised cars and settings, each breach with its rule.
  await page.goto(consoleUrl('/carzone/compliance'));
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
  await expect(page.getByText('Settings and promotions')).toBeVisible();
  await axeClean(page);
});
