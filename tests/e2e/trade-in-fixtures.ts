import { expect, type Page } from '@playwright/test';

// The trade-in journey as a shopper goes through it, for its own end to end and the buy-online one.

/**
 * The seeded register's demo plates (scripts/seed/rego.ts): each a car the market has plenty of, and
 * none of the make and model the vehicle fixtures add (priced above the demo market, those RAV4s would
 * widen a RAV4's valuation past an online figure once the other specs have imported them).
 */
export const POPULAR = {
  'coastal-toyota': { rego: '824TRD', state: 'QLD', car: '2023 Ford Ranger XLT' },
  'summit-motor-group': { rego: '1TR4DE', state: 'VIC', car: '2022 Mazda CX-5 Touring' },
} as const;
export const OLD = { rego: '215KLD', state: 'QLD', car: '2015 Toyota Corolla' } as const;
const ANSWERS: Record<string, string> = {
  'Service history': 'Full service history',
  'Has the car been in an accident?': 'No',
  'Body and interior': 'Good: minor marks',
  Tyres: 'Good tread',
  Keys: 'Two or more',
  'Is Your Car Currently Under Finance?': 'No',
};

export async function findCar(page: Page, rego: string, state: string) {
  // Until the journey's code arrives, its server markup stands in (read-only); while React swaps in the
  // streamed journey both are in the document for a moment, the arriving one still hidden.
  await page.getByLabel('Registration (rego)').filter({ visible: true }).fill(rego);
  await page.getByLabel('State').selectOption(state);
  await page.getByRole('button', { name: 'Find my car' }).click();
}

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** The odometer and the condition questions; `skip` leaves one unanswered. */
export async function answerCondition(page: Page, kms: string, skip?: string) {
  await expect(stepHeading(page, 'Condition')).toBeVisible();
  await page.getByLabel('Odometer').fill(kms);
  for (const [question, answer] of Object.entries(ANSWERS)) {
    if (question === skip) continue;
    await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check();
  }
}

export async function fillDetails(page: Page, email: string) {
  await expect(stepHeading(page, 'Your details')).toBeVisible();
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Postcode').fill('4000');
  // Every optional control set, not left at its default: the nearest location (only locations that sell
  // cars are offered) and SMS.
  const nearest = page.getByLabel('Nearest location');
  if ((await nearest.count()) > 0) {
    const options = await nearest.locator('option').allTextContents();
    expect(options.slice(1).filter((name) => /Service|Parts/.test(name))).toEqual([]);
    await nearest.selectOption({ index: options.length - 1 });
  }
  await page.getByLabel('SMS', { exact: true }).check();
}

/** From the rego step to the valuation: the car found and confirmed, its condition, the details. */
export async function value(page: Page, plate: { rego: string; state: string; car: string }, email: string) {
  await findCar(page, plate.rego, plate.state);
  await expect(stepHeading(page, 'Confirm your car')).toBeVisible();
  await expect(page.getByText(`We found a ${plate.car}`)).toContainText(
    `registered as ${plate.rego} in ${plate.state}`,
  );
  await page.getByRole('button', { name: 'Yes, this is my car' }).click();
  await answerCondition(page, '24,500');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillDetails(page, email);
  await page.getByRole('button', { name: 'Get my valuation' }).click();
  await expect(stepHeading(page, 'Your valuation')).toBeVisible();
}
