import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../helpers/totp';
import { axeClean } from './axe';
import { consoleUrl, invite, PASSWORD } from './console-fixtures';
import { tenantUrl } from './tenants';

// The dealer console from a newcomer's first invitation: the `staff` command, the emailed link, a password,
// the owner's second factor, signing out and in again with a code, the Staff screen and an invitation from
// it; and a console address on a site's host, which is the site's, not the console's.

const port = Number(process.env.E2E_PORT ?? 3100);
const code = (secret: string) => totpCode(secret);

async function signIn(page: Page, email: string, secret: string | null) {
  await page.goto(consoleUrl('/sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (secret) {
    await page.getByLabel('Code').fill(code(secret));
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
}

test('an owner invited from the command line joins, sets up two-factor, signs in with a code and invites a salesperson @layout', async ({
  page,
  browser,
}, info) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  const email = `owner.${info.project.name}.${Date.now()}@example.com`;
  const link = await invite(email, 'owner', 'carzone');

  // The link: name and password; a common password is refused with the policy's words.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Dealer Console' })).toBeVisible();
  await expect(page.getByText(`signing in as ${email}`)).toBeVisible();
  await axeClean(page);
  const name = `Olivia Owner ${info.project.name}`;
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Choose a password').fill('password1234');
  await page.getByLabel('The password again').fill('password1234');
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByText('This password is one of the most common: choose another.')).toBeVisible();
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('The password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();

  // An owner sets up the second factor before anything else.
  await expect(page).toHaveURL(consoleUrl('/two-factor'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  await page.goto(consoleUrl('/carzone/staff'));
  await expect(page).toHaveURL(consoleUrl('/two-factor'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(10);
  await axeClean(page);
  const secret = (await page.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(
    page.getByText('That code is not right. Check the time on your phone and try again.'),
  ).toBeVisible();
  await page.getByLabel('6-digit code').fill(code(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page).toHaveURL(consoleUrl('/security?two-factor=on'));
  await expect(page.getByText('On: signing in takes a code from your authenticator app')).toBeVisible();
  await expect(page.getByText('(this device)')).toBeVisible();
  await axeClean(page);

  // Signed out, the console sends to sign-in; a wrong password is refused, the right one asks for a code.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(consoleUrl('/sign-in'));
  await page.goto(consoleUrl('/'));
  await expect(page).toHaveURL(consoleUrl('/sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not my password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is not right.')).toBeVisible();
  await axeClean(page);
  await signIn(page, email, secret);

  // The Staff screen: the owner listed; an invitation to a salesperson goes out by email.
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(consoleUrl('/carzone/staff'));
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  await page.getByLabel('Email').fill(`sales.${info.project.name}.${Date.now()}@example.com`);
  await page.getByLabel('Role', { exact: true }).selectOption('sales');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText('Invitation sent to sales.');
  await axeClean(page);

  // A manager who joined: the owner keeps them to one dealership, then disables them (signed out, no
  // sign-in) and enables them again.
  const managerEmail = `manager.${info.project.name}.${Date.now()}@example.com`;
  const managerName = `Mia Manager ${info.project.name}`;
  const theirs = await browser.newContext();
  const manager = await theirs.newPage();
  await manager.goto(await invite(managerEmail, 'manager', 'carzone'));
  await manager.getByLabel('Your name').fill(managerName);
  await manager.getByLabel('Choose a password').fill(PASSWORD);
  await manager.getByLabel('The password again').fill(PASSWORD);
  await manager.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();

  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: managerName }) });
  await expect(row).toContainText(/Last signed in \d/);
  await row.getByText(`Manage ${managerName}`).click();
  await row.getByRole('checkbox', { name: 'CarZone Rocklea' }).check();
  await row.getByRole('button', { name: 'Save dealerships' }).click();
  await expect(row.getByRole('status')).toHaveText(`${managerName}’s dealerships are saved.`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Dealerships: CarZone Rocklea');
  await axeClean(page);
  await row.getByRole('button', { name: 'Disable account' }).click();
  await row.getByRole('button', { name: `Yes, disable ${managerName}` }).click();
  await expect(row.getByRole('cell').nth(3)).toContainText('Sign-in: Disabled');
  await manager.reload();
  await expect(manager).toHaveURL(consoleUrl('/sign-in'));
  await row.getByRole('button', { name: `Enable ${managerName}` }).click();
  await expect(row.getByRole('cell').nth(3)).toContainText('Sign-in: Active');
  await signIn(manager, managerEmail, null);
  await theirs.close();

  // The audit log: who did what, the newest first; what an owner did is in it.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText('Invited a member').first()).toBeVisible();
  await expect(page.getByText('Turned on two-factor').first()).toBeVisible();
  await expect(page.getByText('Changed a member’s dealerships').first()).toBeVisible();
  await expect(page.getByText('Enabled a member').first()).toBeVisible();
  await axeClean(page);

  // Another site's screen is not there for this owner.
  const other = await page.goto(consoleUrl('/coastal-toyota/staff'));
  expect(other?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('the console answers on its own host only', async ({ page, request }) => {
  const onSite = await page.goto(tenantUrl('carzone', '/two-factor'));
  expect(onSite?.status()).toBe(404);
  const api = await request.get('/api/console/sessions', { headers: { host: `carzone.localhost:${port}` } });
  expect(api.status()).toBe(404);
  const signedOut = await request.get('/api/console/sessions', {
    headers: { host: `console.localhost:${port}` },
  });
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.json()).toEqual({ error: 'Sign in to the console.' });
});
