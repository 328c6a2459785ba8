import { expect, type Page, test } from '@playwright/test';
import { carsSoldToday } from '../../src/features/home/sales-counter-rules';
import { axeOn } from './axe';
import { tenantUrl } from './tenants';

// The site's chrome (AF §2, §4, §9): the header's brand menu, the phone's call-to-action bar, the sales
// counter and the promo slider, on a group site with the brand menu and slides (Summit) and a single
// dealer with the sales counter (Coastal Toyota), at 375 and 1440 px.

const SUMMIT = 'summit-motor-group';
const COASTAL = 'coastal-toyota';
const isPhone = (project: string) => project === 'phone-375';

async function seriousViolations(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('header brand mega-menu (AF §2)', { tag: '@layout' }, () => {
  test('opens by keyboard, closes by Escape, and leads to a brand stock page', async ({ page }, info) => {
    await page.goto(tenantUrl(SUMMIT));
    if (isPhone(info.project.name)) {
      const menu = page.locator('summary', { hasText: 'Menu' });
      await menu.focus();
      await page.keyboard.press('Enter');
      const mobile = page.getByRole('navigation', { name: 'Mobile' });
      const brands = mobile.locator('summary', { hasText: 'Brands' });
      await brands.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(mobile.getByRole('link', { name: 'Mazda' })).toBeFocused();
      await page.keyboard.press('End');
      await expect(mobile.getByRole('link', { name: 'All brands' })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(mobile.getByRole('link', { name: 'Mazda' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(brands).toBeFocused();
      await expect(mobile.getByRole('link', { name: 'Mazda' })).toBeHidden();
      await page.keyboard.press('Enter');
    } else {
      const main = page.getByRole('navigation', { name: 'Main' });
      const brands = main.locator('summary', { hasText: 'Brands' });
      await brands.focus();
      await page.keyboard.press('Enter');
      await expect(main.getByRole('link', { name: 'Mazda' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Tab');
      await expect(main.getByRole('link', { name: 'Mazda' })).toBeFocused();
      // The arrow keys, Home and End move through the menu's links.
      await page.keyboard.press('ArrowRight');
      await expect(main.getByRole('link', { name: 'Mazda' })).not.toBeFocused();
      await page.keyboard.press('End');
      await expect(main.getByRole('link', { name: 'All brands' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(main.getByRole('link', { name: 'Mazda' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(main.getByRole('link', { name: 'All brands' })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(main.getByRole('link', { name: 'Mazda' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(brands).toBeFocused();
      await expect(main.getByRole('link', { name: 'Mazda' })).toBeHidden();
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Mazda' }).and(page.locator(':focus'))).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mazda\/overview$/);
  });

  test('is absent where the site has no brand menu', async ({ page }) => {
    await page.goto(tenantUrl(COASTAL));
    await expect(page.getByText('Car Brands')).toHaveCount(0);
  });
});

test.describe('phone call-to-action bar (AF §2, §9)', { tag: '@layout' }, () => {
  for (const slug of [SUMMIT, COASTAL]) {
    test(`${slug}: on phones, opened past 900 px of scroll; not on desktop`, async ({ page }, info) => {
      await page.goto(tenantUrl(slug));
      const bar = page.getByRole('navigation', { name: 'Quick actions' });
      if (!isPhone(info.project.name)) {
        await expect(bar).toBeHidden();
        return;
      }
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link', { name: /^Call sales on / })).toBeVisible();
      const opened = bar.locator('.mobile-cta-opened');
      await expect(opened).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect(opened).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 1000));
      await expect(opened).toBeVisible();
      // The page is padded by the bar: its foot scrolls clear of it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBottom = await page
        .getByRole('contentinfo')
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a vehicle page keeps its own bar, without the site’s', async ({ page }, info) => {
    test.skip(!isPhone(info.project.name), 'phones only');
    await page.goto(tenantUrl(COASTAL));
    const href = await page.locator('main article a[href^="/cars/"]').first().getAttribute('href');
    await page.goto(tenantUrl(COASTAL, href ?? ''));
    await expect(page.getByTestId('mobile-cta')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeHidden();
  });
});

test.describe('sales counter (AF §2, §4, §9)', () => {
  test('counts up to the cars sold today on the browser’s clock: 97 at noon in Brisbane', async ({
    page,
  }) => {
    // Noon in Brisbane: half the day's 192, plus the one at midnight. The page may come from the page
    // cache, rendered at another time: the browser counts up to the figure of its own clock.
    const noon = new Date('2026-03-10T02:00:00Z');
    expect(carsSoldToday(noon)).toBe(97);
    await page.clock.setFixedTime(noon);
    await page.goto(tenantUrl(COASTAL));
    const counter = page.getByTestId('sales-counter');
    await expect(page.getByRole('heading', { name: 'Cars sold today' })).toBeVisible();
    await expect(counter.locator('.sr-only')).toHaveText('97');
    await expect(counter.locator('[aria-hidden="true"]')).toHaveText('97');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('is absent where the site has it off', async ({ page }) => {
    await page.goto(tenantUrl(SUMMIT));
    await expect(page.getByTestId('sales-counter')).toHaveCount(0);
  });
});

test.describe('promo slider (AF §9: 540 by 1920)', { tag: '@layout' }, () => {
  test('shows the active slides at 1920 by 540, stepped by its arrows', async ({ page }) => {
    await page.goto(tenantUrl(SUMMIT));
    const slider = page.getByRole('region', { name: 'Offers' });
    const slide = slider.getByTestId('promo-slide').first();
    const box = await slide.boundingBox();
    expect(box && box.width / box.height).toBeCloseTo(1920 / 540, 1);
    await expect(slider.getByRole('group', { name: /^1 of 2: / })).toBeVisible();
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider.getByRole('group', { name: /^2 of 2: / })).toHaveAttribute('aria-hidden', 'false');
  });
});
