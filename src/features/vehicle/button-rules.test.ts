import { describe, expect, it } from 'vitest';
import { type ButtonCar, type ButtonConfig, financeLink, vehiclePageButtons } from './button-rules';

const buttonCar: ButtonCar = {
  id: 42,
  slug: '2021-toyota-rav4-gx-u1234',
  status: 'in_stock',
  tag: null,
  price: 34_990,
  carType: 'used',
  year: 2021,
  vin: 'JTMW1RFV00D012345',
  nvic: 'ABC123',
  dealershipSlug: 'coastal-toyota',
  checkoutEnabled: true,
  reserved: false,
  tradeInAllowed: true,
  testDriveEnabled: true,
  reserveAmount: null,
  financeOffered: true,
};
const buttonConfig: ButtonConfig = {
  buttons: { vehiclePage: ['reserve', 'enquire', 'test-drive', 'finance', 'trade-in', 'view-details'] },
  buttonLabels: {},
  copy: { enquireLabel: 'Enquire Now' },
  features: { checkout: true, checkoutRoute: 'checkout' },
  carPage: { reserveDepositDefault: 200 },
  tradeIn: { carTradeInPath: '/trade-in' },
};
const kinds = (car: Partial<ButtonCar> = {}, config: Partial<ButtonConfig> = {}) =>
  vehiclePageButtons({ ...buttonCar, ...car }, { ...buttonConfig, ...config }).map((b) => b.kind);

describe('vehiclePageButtons (SV §2, AF §5)', () => {
  it('an ordinary in-stock car: the site’s buttons in order, view-details dropped', () =>
    expect(kinds()).toEqual(['reserve', 'enquire', 'test-drive', 'finance', 'trade-in']));

  it.each([
    ['sold', { status: 'sold' }, {}, []],
    ['coming soon', { status: 'coming_soon' }, {}, []],
    [
      'checkout off for the car',
      { checkoutEnabled: false },
      {},
      ['enquire', 'test-drive', 'finance', 'trade-in'],
    ],
    ['already reserved', { reserved: true }, {}, ['enquire', 'test-drive', 'finance', 'trade-in']],
    [
      'checkout off for the site',
      {},
      { features: { checkout: false, checkoutRoute: 'checkout' as const } },
      ['enquire', 'test-drive', 'finance', 'trade-in'],
    ],
    ['reserve amount $0', { reserveAmount: 0 }, {}, ['enquire', 'test-drive', 'finance', 'trade-in']],
    [
      'no amount and a site default of $0',
      { reserveAmount: null },
      { carPage: { reserveDepositDefault: 0 } },
      ['enquire', 'test-drive', 'finance', 'trade-in'],
    ],
    ['trade-in not allowed', { tradeInAllowed: false }, {}, ['reserve', 'enquire', 'test-drive', 'finance']],
    [
      'test drive off for the car',
      { testDriveEnabled: false },
      {},
      ['reserve', 'enquire', 'finance', 'trade-in'],
    ],
    ['tagged Test Drive Only', { tag: 'Test Drive Only' }, {}, ['test-drive']],
    ['tagged test drive only (any case)', { tag: ' test drive only ' }, {}, ['test-drive']],
    [
      'Test Drive Only on a site without the test-drive button',
      { tag: 'Test Drive Only' },
      { buttons: { vehiclePage: ['enquire', 'finance'] as const } },
      ['test-drive'],
    ],
    ['another tag', { tag: 'Hot Deal' }, {}, ['reserve', 'enquire', 'test-drive', 'finance', 'trade-in']],
    [
      'finance not offered for the car (excluded make or dealership)',
      { financeOffered: false },
      {},
      ['reserve', 'enquire', 'test-drive', 'trade-in'],
    ],
  ] as const)('%s', (_label, car, config, expected) =>
    expect(kinds(car as Partial<ButtonCar>, config as Partial<ButtonConfig>)).toEqual(expected),
  );

  it('hrefs, labels and the reserve deposit', () => {
    const buttons = vehiclePageButtons(buttonCar, {
      ...buttonConfig,
      buttonLabels: { finance: 'Get Finance' },
    });
    const byKind = Object.fromEntries(buttons.map((b) => [b.kind, b]));
    expect(byKind.reserve).toEqual({
      kind: 'reserve',
      label: 'Reserve Now',
      href: '/cars/2021-toyota-rav4-gx-u1234/checkout',
      amount: 200,
    });
    expect(byKind.enquire).toMatchObject({
      label: 'Enquire Now',
      href: '/cars/2021-toyota-rav4-gx-u1234#enquire',
    });
    expect(byKind['test-drive']).toMatchObject({
      label: 'Test Drive',
      href: '/cars/2021-toyota-rav4-gx-u1234#test-drive',
    });
    expect(byKind.finance.label).toBe('Get Finance');
    expect(byKind.finance.href).toMatch(/^\/finance\?.*#finance-form$/);
    expect(byKind['trade-in']).toMatchObject({ label: 'Trade-In', href: '/trade-in?car_id=42' });
  });

  it.each([
    ['checkout', '/cars/s/checkout'],
    ['buy-online', '/cars/s/buy-online'],
  ] as const)('checkout route %s → %s', (route, href) => {
    const [reserve] = vehiclePageButtons(
      { ...buttonCar, slug: 's', reserveAmount: 500 },
      { ...buttonConfig, features: { checkout: true, checkoutRoute: route } },
    );
    expect(reserve).toMatchObject({ kind: 'reserve', href, amount: 500 });
  });

  it.each([
    ['/trade-in', '/trade-in?car_id=42'],
    ['/cars/trade-in', '/cars/trade-in?car_id=42'],
  ] as const)('the site’s trade-in path %s → %s', (path, href) => {
    const b = vehiclePageButtons(buttonCar, { ...buttonConfig, tradeIn: { carTradeInPath: path } }).find(
      (x) => x.kind === 'trade-in',
    );
    expect(b?.href).toBe(href);
  });
});

describe('financeLink (AF §2)', () => {
  it('carries the car in the spec’s names and order, ending in #finance-form', () =>
    expect(financeLink(buttonCar)).toBe(
      '/finance?preferredDealership=coastal-toyota&vehiclePriceBudget=34990&car_id=42&car_type=used' +
        '&vin=JTMW1RFV00D012345&nvic=ABC123&year=2021&loanTerm=5&selfAssessedCreditScore=GREAT&whoIsHelping=#finance-form',
    ));

  it('options override dealership, term and helper; blanks stay empty, never null', () => {
    const url = new URL(
      financeLink(
        { ...buttonCar, vin: null, nvic: 'null', price: 10 },
        { preferredDealership: 'Coastal Toyota Cairns', loanTerm: 7, whoIsHelping: 'Sam Lee' },
      ),
      'https://x.test',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      preferredDealership: 'Coastal Toyota Cairns',
      vehiclePriceBudget: '',
      car_id: '42',
      car_type: 'used',
      vin: '',
      nvic: '',
      year: '2021',
      loanTerm: '7',
      selfAssessedCreditScore: 'GREAT',
      whoIsHelping: 'Sam Lee',
    });
    expect(url.hash).toBe('#finance-form');
  });
});
