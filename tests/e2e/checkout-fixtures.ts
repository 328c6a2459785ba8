import { expect, type Page } from '@playwright/test';
import { codeSentTo, newMobile } from './account-fixtures';

// What the reserve and buy-online end to ends share: Stripe's published test cards, the embedded test
// provider's card page, and signing in where a site gates checkout.

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

export async function signIn(page: Page) {
  const mobile = newMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Code sent!')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeSentTo(mobile));
  await page.getByLabel('First name', { exact: true }).fill('Anna');
  await page.getByLabel('Last name', { exact: true }).fill('Nguyen');
  await page.getByRole('textbox', { name: 'Email' }).fill('anna.nguyen@example.com');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Anna Nguyen');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
