import { expect, type Page, test } from '@playwright/test';
import { axeClean, codeSentTo, newMobile, octet } from './account-fixtures';
import { tenants, tenantUrl } from './tenants';

// Shopper accounts end to end (AF §2, §4, §5, §8): sign-in with the code the embedded SMS sender wrote,
// Save on a result card, the toast's View List, the watchlist and Remove, a signed-out Save that comes
// back saved, and axe on both pages. Screenshots of both pages go to test-results/ for a look.

/** Signs a new shopper in on the sign-in page the browser is on. */
async function signIn(page: Page, shot?: string) {
  const mobile = newMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Code sent!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeSentTo(mobile));
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Email').fill('anna.nguyen@example.com');
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The first Save button on a results page, and the car it saves. */
async function firstSave(page: Page) {
  const button = page.getByRole('button', { name: /^Save: / }).first();
  await expect(button).toBeEnabled();
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Save: /, '');
  return { button, name };
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

for (const { slug } of tenants) {
  test.describe(slug, () => {
    test('sign in, save from a card, View List, remove', async ({ page }, info) => {
      const shots = `test-results/accounts-${slug}-${info.project.name}`;
      await page.goto(tenantUrl(slug, '/sign-in?type=watchlist&redirect=%2Fsearch&back=%2F'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
      await axeClean(page);
      await page.screenshot({ path: `${shots}-sign-in.png`, fullPage: true });
      await signIn(page, `${shots}-sign-in-code.png`);
      await expect(page).toHaveURL(tenantUrl(slug, '/search'));

      const { button, name } = await firstSave(page);
      await button.click();
      await expect(page.getByRole('button', { name: `Saved: ${name}` }).first()).toBeVisible();
      const toast = page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' });
      await expect(toast).toBeVisible();
      await page.screenshot({ path: `${shots}-saved.png` });
      await toast.getByRole('link', { name: 'View List' }).click();
      await expect(page).toHaveURL(tenantUrl(slug, '/watchlist'));
      await expect(page.getByRole('heading', { level: 1, name: 'Your Watchlist' })).toBeVisible();
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
      await axeClean(page);
      await page.screenshot({ path: `${shots}-watchlist.png`, fullPage: true });

      await page.getByRole('button', { name: `Remove ${name}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Car Removed' })).toBeVisible();
      await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
      await axeClean(page);

      await page.goto(tenantUrl(slug, '/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F'));
      await expect(page.getByText('You are signed in')).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByLabel('Mobile number')).toBeVisible();
      await page.goto(tenantUrl(slug, '/watchlist'));
      await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fwatchlist/);
    });

    test('a signed-out Save goes through sign-in and comes back saved', async ({ page }) => {
      await page.goto(tenantUrl(slug, '/search'));
      const { button, name } = await firstSave(page);
      await button.click();
      await expect(page).toHaveURL(
        /\/sign-in\?type=watchlist&redirect=%2Fsearch%3Fsave%3D\d+&back=%2Fsearch$/,
      );
      await signIn(page);
      await expect(page).toHaveURL(tenantUrl(slug, '/search'));
      // The page it comes back to confirms the save (for 3 s), as a Save pressed while signed in does.
      const toast = page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' });
      await expect(toast).toContainText(`${name} is in your watchlist.`);
      await expect(toast.getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/watchlist');
      await expect(page.getByRole('button', { name: `Saved: ${name}` }).first()).toBeEnabled();
      await page.goto(tenantUrl(slug, '/watchlist'));
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    });

    test('sign-in refuses a return path to another site', async ({ page }) => {
      await page.goto(
        tenantUrl(
          slug,
          '/sign-in?type=watchlist&redirect=%2F%2Fevil.example&back=https%3A%2F%2Fevil.example',
        ),
      );
      await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    });
  });
}

test('a shopper sees what is held about them, and deletes it all', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', '/'));
  // The header's account links: the watchlist (the site has one), no garage (it has none), the account.
  const accountNav = page.getByRole('navigation', { name: 'Your account' });
  await expect(accountNav.getByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/watchlist');
  await expect(accountNav.getByRole('link', { name: 'My Garage' })).toHaveCount(0);
  await accountNav.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=account&redirect=%2Faccount/);
  await signIn(page);
  await expect(page).toHaveURL(tenantUrl('coastal-toyota', '/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expect(page.getByText('anna.nguyen@example.com')).toBeVisible();
  await expect(page.getByText(/on Coastal Toyota$/).first()).toBeVisible();
  await axeClean(page);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(tenantUrl('coastal-toyota', '/'));
  await page.goto(tenantUrl('coastal-toyota', '/account'));
  await expect(page).toHaveURL(/\/sign-in\?type=account/);
});
