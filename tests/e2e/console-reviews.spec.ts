import { expect, test } from '@playwright/test';
import { axeClean } from './axe';
import { consoleUrl, invite, PASSWORD } from './console-fixtures';

// A manager answers the newest review: the reply shows under it on the live location page within 2 s; hidden with a reason it leaves the page, and shown again it is back.

test('a manager replies to a review, hides it and shows it again, live on the site @layout', async ({
  page,
  browser,
}, info) => {
  const email = `reviews.${info.project.name}.${Date.now()}@example.com`;
  await page.goto(await invite(email, 'manager', 'carzone'));
  await page.getByLabel('Your name').fill('Riley Reviews');
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('The password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();

  await page.goto(consoleUrl('/carzone/reviews'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await axeClean(page);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .first();
  const name = ((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').split(',')[0];
  const reply = `Thanks ${name}, see you soon (${info.project.name} ${Date.now()})`;
  await card.locator('summary').click();
  await card.getByLabel(`Reply to ${name}`).fill(reply);
  await card.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply saved' })).toBeVisible();

  // The location's page on the live site, from the card's link.
  // Without its #reviews: going to the same fragment again would not load the page again.
  const live = ((await card.getByRole('link', { name: /on the site$/ }).getAttribute('href')) ?? '').split(
    '#',
  )[0];
  const site = await page.context().newPage();
  const shownOnSite = async () => {
    await site.goto(live);
    return site.getByText(reply).count();
  };
  await expect.poll(shownOnSite, { timeout: 2_000, intervals: [250] }).toBe(1);

  // Hidden with a reason: off the live page; shown again: back.
  await page.goto(consoleUrl('/carzone/reviews'));
  const same = page.getByRole('listitem').filter({ hasText: reply });
  await same.getByRole('button', { name: `Hide ${name}’s review` }).click();
  await same.getByRole('button', { name: 'Hide from the site' }).click();
  await expect(same.getByText(/^Say why it is hidden/)).toBeVisible();
  await same.getByLabel(`Why hide the review of ${name}`).fill('A phone number in it');
  await same.getByRole('button', { name: 'Hide from the site' }).click();
  await expect(same.getByText('Hidden from the site: A phone number in it')).toBeVisible();
  await axeClean(page);
  await expect.poll(shownOnSite, { timeout: 2_000, intervals: [250] }).toBe(0);
  await same.getByRole('button', { name: 'Show on the site again' }).click();
  await expect(same.getByText(/^Hidden from the site/)).toHaveCount(0);
  await expect.poll(shownOnSite, { timeout: 2_000, intervals: [250] }).toBe(1);

  // A salesperson: no Reviews screen, and its calls refused.
  const sales = await browser.newContext();
  const theirs = await sales.newPage();
  await theirs.goto(
    await invite(`reviews.sales.${info.project.name}.${Date.now()}@example.com`, 'sales', 'carzone'),
  );
  await theirs.getByLabel('Your name').fill('Sasha Reviews');
  await theirs.getByLabel('Choose a password').fill(PASSWORD);
  await theirs.getByLabel('The password again').fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
  expect((await theirs.goto(consoleUrl('/carzone/reviews')))?.status()).toBe(404);
  // From the console's own page, with its cookie (Node does not resolve console.localhost).
  const status = await theirs.evaluate(
    async () => (await fetch('/api/console/sites/carzone/reviews')).status,
  );
  expect(status).toBe(403);
  await sales.close();
});
