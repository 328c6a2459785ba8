import { describe, expect, it } from 'vitest';
import type { FinanceLenders, YouxQuote } from '@/db/json-types';
import { financeDisplay } from '@/repayments/display-rules';
import { financeDisplayForCar } from '@/repayments/repayment-rules';
import { type CarRow, cardButtons, cardSettings, toCardHit } from '@/search';
import type { SiteConfig } from '@/tenancy/site-config';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { vehiclePageButtons } from './button-rules';
import { financePanelFigures } from './calculator-rules';
import { priceBlock } from './price-rules';

// The same car read by the search card and by the vehicle page must show one price and one weekly
// figure on every site, and an excluded car no finance anywhere.

const NOW = new Date('2026-06-15T00:00:00Z');
const configs: SiteConfig[] = loadSiteConfigs();
const lender = (paymentWeek: number | null, over: Partial<FinanceLenders[string]> = {}) => ({
  interestRate: 9.17,
  comparisonRate: 9.8,
  paymentWeek,
  paymentMonth: paymentWeek === null ? 760 : Math.round((paymentWeek * 52) / 12),
  termYears: 5,
  termMonths: 60,
  deposit: 6000,
  balloon: 0,
  totalPayable: 50_000,
  financeProvider: 'Lender',
  ...over,
});
const allLenders = (week: number): FinanceLenders => ({
  youx: lender(week + 2),
  angle: lender(week + 4),
  manual: lender(week + 6),
  '360-finance': lender(week + 8),
  powertorque: lender(week + 10),
  ausloans: lender(week + 12),
  'nissan-finance': lender(null),
});

type Car = {
  id: number;
  make: string;
  year: number;
  status: string;
  price: number;
  beforePrice: number | null;
  offerPrice: number | null;
  youxQuote: YouxQuote | null;
  financeLenders: FinanceLenders | null;
  financeRate: number;
};
const quote = (weekly: number): YouxQuote => ({
  weeklyRepaymentAmount: weekly,
  advertisedRate: 9.17,
  comparisonRate: 9.8,
});
const cars: Car[] = [
  // HiLux: the quote says 173, the lender entry 175, the calculator at the car's rate once said 166.76
  {
    id: 1,
    make: 'Toyota',
    year: 2024,
    status: 'in_stock',
    price: 69_000,
    beforePrice: null,
    offerPrice: 65_990,
    youxQuote: quote(173),
    financeLenders: allLenders(173),
    financeRate: 9.17,
  },
  {
    id: 2,
    make: 'Mazda',
    year: 2021,
    status: 'in_stock',
    price: 34_990,
    beforePrice: 36_990,
    offerPrice: null,
    youxQuote: quote(147),
    financeLenders: allLenders(147),
    financeRate: 8.99,
  },
  {
    id: 3,
    make: 'Suzuki',
    year: 2023,
    status: 'in_stock',
    price: 24_990,
    beforePrice: null,
    offerPrice: null,
    youxQuote: quote(110),
    financeLenders: allLenders(110),
    financeRate: 8.99,
  },
  {
    id: 4,
    make: 'Kia',
    year: 2012,
    status: 'in_stock',
    price: 9_990,
    beforePrice: null,
    offerPrice: null,
    youxQuote: quote(60),
    financeLenders: allLenders(60),
    financeRate: 0,
  },
  {
    id: 5,
    make: 'Ford',
    year: 2022,
    status: 'coming_soon',
    price: 45_000,
    beforePrice: null,
    offerPrice: null,
    youxQuote: quote(190),
    financeLenders: allLenders(190),
    financeRate: 8.99,
  },
  {
    id: 6,
    make: 'Hyundai',
    year: 2023,
    status: 'in_stock',
    price: 31_000,
    beforePrice: null,
    offerPrice: null,
    youxQuote: null,
    financeLenders: null,
    financeRate: 0,
  },
];
const rowOf = (car: Car): CarRow =>
  ({
    ...car,
    slug: `car-${car.id}`,
    name: `${car.year} ${car.make}`,
    model: 'X',
    createdAt: NOW,
    dealershipSlug: 'dealer',
    checkoutEnabled: false,
    tradeInAllowed: false,
    reserveAmount: null,
  }) as unknown as CarRow;

describe.each(configs.map((c) => [c.slug, c] as const))('%s', (_slug, config) => {
  it.each(cars.map((c) => [`${c.year} ${c.make} (${c.status})`, c] as const))(
    '%s: card, sticky header and finance panel agree',
    (_label, car) => {
      // The card, as the results page draws it.
      const hit = toCardHit(rowOf(car));
      const card = financeDisplay({ settings: cardSettings(config).finance, car: hit, now: NOW });
      // The vehicle page: price block, sticky header and panel.
      const page = financeDisplayForCar({
        settings: config.finance,
        car: { ...car, dealershipSlug: 'dealer' },
        now: NOW,
      });
      const price = priceBlock(
        { ...car, subscriptionPrice: null, priceType: null, preorder: false },
        {
          noPriceText: 'Enquire for price.',
          offersSubscription: false,
        },
      );
      const provider = config.finance.provider;
      const panel = page.panel
        ? financePanelFigures({
            provider,
            layout: config.finance.layout,
            lender: provider === 'none' ? null : (car.financeLenders?.[provider] ?? null),
            youxQuote: car.youxQuote,
            weekly: page.weekly,
          })
        : null;

      expect(hit.price).toBe(price.now ?? 0);
      expect(hit.beforePrice).toBe(price.was);
      expect(card).toEqual(page);
      if (panel) expect(panel.weekly).toBe(page.weekly);
      // The instant-quote site shows the quote; every other site its own lender's payment, never the quote.
      if (page.weekly !== null) {
        const expected =
          provider === 'youx'
            ? car.youxQuote?.weeklyRepaymentAmount
            : car.financeLenders?.[provider]?.paymentWeek;
        expect(page.weekly).toBe(expected);
      }
    },
  );
});

describe.each(configs.map((c) => [c.slug, c] as const))(
  'a Suzuki shows no finance surface on %s',
  (_slug, site) => {
    const suzuki = cars[2];
    const hit = toCardHit(rowOf(suzuki));
    const display = financeDisplay({ settings: cardSettings(site).finance, car: hit, now: NOW });

    it('no panel, calculator or weekly figure', () =>
      expect(display).toEqual({ offered: false, panel: false, calculator: false, weekly: null }));

    it('no Finance button on the card or the page', () => {
      const settings = { ...cardSettings(site), buttons: ['view-details', 'finance'] as const };
      expect(
        cardButtons(
          { ...hit, financeOffered: display.offered },
          { ...settings, buttons: [...settings.buttons] },
        ).map((b) => b.kind),
      ).toEqual(['view-details']);
      const pageButtons = vehiclePageButtons(
        {
          ...hit,
          tag: null,
          carType: 'used',
          testDriveEnabled: true,
          financeOffered: display.offered,
        },
        site,
      );
      expect(pageButtons.map((b) => b.kind)).not.toContain('finance');
      expect(pageButtons.map((b) => b.kind)).toContain('enquire');
    });
  },
);
