import { describe, expect, it } from 'vitest';
import {
  AUTOGAUGE_MIN_COMPARABLES,
  announcementCity,
  autoRotateFrames,
  type ButtonCar,
  type ButtonConfig,
  breadcrumb,
  COPIED_MS,
  type Comparable,
  caravanSpecLines,
  carShareUrl,
  carVideoUrl,
  computeAutogauge,
  copiedToast,
  DEALER_COMMENTS_LIMIT,
  DEALER_COMMENTS_PENDING,
  DEALER_COMMENTS_TOGGLE,
  DELIVERY_EMPTY_POSTCODE,
  DELIVERY_NO_ESTIMATE,
  dealerComments,
  deliveryQuoteMessage,
  FEATURES_INITIAL,
  FEATURES_TOGGLE,
  FEET_TO_METRES,
  FIND_SIMILAR_MESSAGE,
  FUEL_DEFAULTS,
  featureList,
  feetAndMetres,
  financeLink,
  formatDate,
  frameAfterDrag,
  fuelCalculatorDefaults,
  hotspotsForFrame,
  isBlankValue,
  KEY_INFO_INITIAL,
  KEY_INFO_TOGGLE,
  keyInformationLines,
  PRELOAD_IMAGES,
  PRICE_COMPARISON_ANIMATION_MS,
  PRICE_COMPARISON_EMPTY_ERROR,
  PRICE_COMPARISON_FETCH_ERROR,
  type PriceComparison,
  parsePriceComparison,
  preloadsImage,
  priceBlock,
  priceComparisonView,
  reserveDeposit,
  SHARE_WINDOW,
  SIMILAR_CARS_MAX,
  SIMILAR_PROMPT,
  SLIDE_DURATION_MS,
  SOLD_HEADING,
  SOLD_TEXT,
  SPECS_INITIAL,
  SPECS_TOGGLE,
  SPIN_AUTOROTATE_MS,
  SPIN_SENSITIVITY_PX,
  STICKY_CTA_PX,
  STICKY_HEADER_PX,
  showsFuelCalculator,
  showsMarketIndicator,
  showsThumbnails,
  similarCarsPriceRange,
  similarCarsWindow,
  slides,
  specificationLines,
  stickyState,
  toggleLabel,
  tradeInHref,
  vehicleAvailability,
  vehiclePageButtons,
  vehiclePageMode,
  visibleLines,
  weeklyFuelCost,
  yearlyFuelCost,
} from './rules';

describe('constants', () => {
  it.each([
    ['price comparison animation', PRICE_COMPARISON_ANIMATION_MS, 2000],
    ['key information shown first', KEY_INFO_INITIAL, 4],
    ['specifications shown first', SPECS_INITIAL, 4],
    ['features shown first', FEATURES_INITIAL, 8],
    ['dealer comments limit', DEALER_COMMENTS_LIMIT, 400],
    ['feet to metres', FEET_TO_METRES, 0.3048],
    ['preloaded images', PRELOAD_IMAGES, 2],
    ['spin sensitivity', SPIN_SENSITIVITY_PX, 20],
    ['auto-rotate interval', SPIN_AUTOROTATE_MS, 100],
    ['slide duration', SLIDE_DURATION_MS, 300],
    ['sticky header', STICKY_HEADER_PX, 500],
    ['sticky call-to-action', STICKY_CTA_PX, 900],
    ['similar cars', SIMILAR_CARS_MAX, 6],
    ['copied indicator', COPIED_MS, 1500],
    ['share window width', SHARE_WINDOW.width, 550],
    ['share window height', SHARE_WINDOW.height, 400],
  ])('%s = %s', (_label, actual, expected) => expect(actual).toBe(expected));

  it.each([
    [PRICE_COMPARISON_FETCH_ERROR, 'Failed to fetch auto gauge data.'],
    [PRICE_COMPARISON_EMPTY_ERROR, 'No data returned'],
    [SPECS_TOGGLE.more, 'Show All Specs'],
    [SPECS_TOGGLE.less, 'Hide Specs'],
    [FEATURES_TOGGLE.more, 'Show All'],
    [FEATURES_TOGGLE.less, 'Hide'],
    [KEY_INFO_TOGGLE.more, 'Show More'],
    [KEY_INFO_TOGGLE.less, 'Show Less'],
    [DEALER_COMMENTS_TOGGLE.more, 'Show More'],
    [DEALER_COMMENTS_TOGGLE.less, 'Show Less'],
    [DEALER_COMMENTS_PENDING, 'Dealer comments are pending. Please check back here later.'],
    [SOLD_HEADING, 'SOLD'],
    [
      SOLD_TEXT,
      "Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!",
    ],
    [SIMILAR_PROMPT, 'Like this and want something similar?'],
    [FIND_SIMILAR_MESSAGE, 'Can you please find me something similar?'],
    [DELIVERY_EMPTY_POSTCODE, 'Please enter a postcode.'],
    [
      DELIVERY_NO_ESTIMATE,
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    ],
  ])('contract text %s', (actual, expected) => expect(actual).toBe(expected));
});

// ── Price comparison block ────────────────────────────────────────────────────────────────────

const gauge = (over: Partial<PriceComparison> = {}): PriceComparison => ({
  fill: 0.7,
  listing_price: 30_000,
  market_range_min: 28_000,
  market_range_max: 34_000,
  confidence: 0.6,
  ...over,
});

describe('priceComparisonView (SV §4)', () => {
  it.each([
    ['missing (null)', null],
    ['missing (undefined)', undefined],
    ['confidence 0', gauge({ confidence: 0 })],
    ['confidence 0.2', gauge({ confidence: 0.2 })],
    ['market max below the listing', gauge({ market_range_max: 29_999 })],
    ['a number missing', gauge({ fill: Number.NaN })],
  ])('hidden: %s', (_label, data) => expect(priceComparisonView(data)).toBeNull());

  it.each([
    ['confidence 0.21', gauge({ confidence: 0.21 })],
    ['confidence 0.2000001', gauge({ confidence: 0.200_000_1 })],
    ['market max equal to the listing', gauge({ market_range_max: 30_000 })],
  ])('shown: %s', (_label, data) => expect(priceComparisonView(data)).not.toBeNull());

  it.each([
    [0, 'Good Deal'],
    [0.64, 'Good Deal'],
    [0.649_999, 'Good Deal'],
    [0.65, 'Great Deal'],
    [1, 'Great Deal'],
  ])('fill %s → %s', (fill, label) => expect(priceComparisonView(gauge({ fill }))?.label).toBe(label));

  it.each([
    ['Below market', 'Below market'],
    ['  Fair price ', 'Fair price'],
    ['', 'Great Deal'],
    [null, 'Great Deal'],
  ])('description %j → label %s', (description, label) =>
    expect(priceComparisonView(gauge({ description }))?.label).toBe(label),
  );

  it('clamps the fill for the indicator and passes the range through', () =>
    expect(priceComparisonView(gauge({ fill: 1.4 }))).toEqual({
      label: 'Great Deal',
      fill: 1,
      listingPrice: 30_000,
      marketMin: 28_000,
      marketMax: 34_000,
    }));
});

describe('parsePriceComparison (SV §7: an empty response counts as a failure)', () => {
  it.each([null, undefined, '', 0, {}, { fill: 0.5 }, [], 'text'])('%j → No data returned', (body) =>
    expect(() => parsePriceComparison(body)).toThrow('No data returned'),
  );
  it('a full body passes, with its description', () => {
    const body = { ...gauge(), description: 'Great Price', extra: 1 };
    expect(parsePriceComparison(body)).toEqual({ ...gauge(), description: 'Great Price' });
  });
});

// ── Price comparison computed from comparables ────────────────────────────────────────────────

const car: Comparable = { price: 30_000, year: 2021, km: 40_000 };
const same = (price: number): Comparable => ({ price, year: 2021, km: 40_000 });
const market = (prices: number[]) => prices.map(same);

describe('computeAutogauge', () => {
  it.each([0, 1, 2])('%s comparables → null', (count) =>
    expect(computeAutogauge(car, market([30_000, 31_000, 32_000].slice(0, count)))).toBeNull(),
  );

  it('3 comparables are enough', () => {
    expect(AUTOGAUGE_MIN_COMPARABLES).toBe(3);
    expect(computeAutogauge(car, market([28_000, 30_000, 32_000]))).not.toBeNull();
  });

  it('comparables without a price do not count towards the 3', () =>
    expect(computeAutogauge(car, market([0, 30_000, 32_000]))).toBeNull());

  it.each([0, -1, Number.NaN])('a car priced %s has no comparison', (price) =>
    expect(computeAutogauge({ ...car, price }, market([28_000, 30_000, 32_000]))).toBeNull(),
  );

  it('the range drops the cheapest and dearest 10 % of the weight', () => {
    // 10 equal prices 20,000..29,000: each tail is exactly one car
    const g = computeAutogauge(car, market([20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((k) => k * 1000)));
    expect(g?.market_range_min).toBe(21_000);
    expect(g?.market_range_max).toBe(28_000);
    expect(g?.listing_price).toBe(30_000);
    expect(g).not.toHaveProperty('description');
  });

  it.each([
    // listing price → fill, with the market 21,000..28,000 (a cheaper car fills more)
    [20_000, 1],
    [21_000, 1],
    [24_500, 0.5],
    [26_000, 2 / 7],
    [28_000, 0],
    [30_000, 0],
  ])('listing %s → fill %s', (price, fill) => {
    const g = computeAutogauge(
      { ...car, price },
      market([20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((k) => k * 1000)),
    );
    expect(g?.fill).toBeCloseTo(fill, 10);
  });

  it('a cheaper-than-market car reads Great Deal, an at-market one Good Deal, a dear one nothing', () => {
    const comparables = market([
      30_000, 31_000, 32_000, 33_000, 34_000, 35_000, 36_000, 37_000, 38_000, 39_000, 40_000, 41_000,
    ]);
    const view = (price: number) => priceComparisonView(computeAutogauge({ ...car, price }, comparables));
    expect(view(29_000)?.label).toBe('Great Deal');
    expect(view(35_500)?.label).toBe('Good Deal');
    expect(view(45_000)).toBeNull();
  });

  it.each([
    [29_000, 1],
    [30_000, 0.5],
    [31_000, 0],
  ])('no spread (all at 30,000): listing %s → fill %s', (price, fill) =>
    expect(computeAutogauge({ ...car, price }, market([30_000, 30_000, 30_000]))?.fill).toBe(fill),
  );

  it('confidence grows with the number of comparables (same spread)', () => {
    const confidences = [3, 4, 6, 10, 20, 50].map((n) => {
      const prices = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 28_000 : 32_000));
      return computeAutogauge(car, market(prices))?.confidence ?? 0;
    });
    for (let i = 1; i < confidences.length; i++) expect(confidences[i]).toBeGreaterThan(confidences[i - 1]);
    expect(confidences.at(-1)).toBeLessThan(1);
  });

  it('confidence falls as the market widens (same count)', () => {
    const confidences = [0, 1_000, 5_000, 10_000, 20_000].map(
      (spread) => computeAutogauge(car, market([30_000 - spread, 30_000, 30_000 + spread]))?.confidence ?? 0,
    );
    for (let i = 1; i < confidences.length; i++) expect(confidences[i]).toBeLessThan(confidences[i - 1]);
  });

  it('confidence falls as the comparables move away in year and km', () => {
    const at = (dy: number, dkm: number) =>
      computeAutogauge(
        car,
        [28_000, 30_000, 32_000].map((price) => ({ price, year: 2021 - dy, km: 40_000 + dkm })),
      )?.confidence ?? 0;
    expect(at(1, 0)).toBeLessThan(at(0, 0));
    expect(at(0, 25_000)).toBeLessThan(at(0, 0));
    expect(at(4, 0)).toBeLessThan(at(1, 0));
    expect(at(5, 0)).toBeLessThan(0.2); // far-off comparables alone are not enough to show the block
  });

  it.each([
    // closed form: n / (n + 4) × 1 / (1 + spread / median)
    ['3 exact matches, no spread', [30_000, 30_000, 30_000], 3 / 7],
    ['4 exact matches, no spread', [30_000, 30_000, 30_000, 30_000], 0.5],
  ])('confidence of %s', (_label, prices, expected) =>
    expect(computeAutogauge(car, market(prices))?.confidence).toBeCloseTo(expected, 10),
  );

  it('a far-off comparable cannot drag the range', () => {
    // two close cars at 30,000, one 6 years older with 100,000 km more at 15,000 (weight 1/128)
    const g = computeAutogauge(car, [same(30_000), same(30_000), { price: 15_000, year: 2015, km: 140_000 }]);
    expect(g?.market_range_min).toBe(30_000);
    expect(g?.market_range_max).toBe(30_000);
  });

  it.each([
    // 3 equal cars: no tail is dropped, the range is their min..max
    [[28_000, 30_000, 32_000], 28_000, 32_000],
    // 5 equal cars: a 10 % tail (half a car) drops nobody either
    [[26_000, 28_000, 30_000, 32_000, 34_000], 26_000, 34_000],
    // 11 equal cars: the cheapest and dearest are dropped
    [[20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map((k) => k * 1000), 21_000, 29_000],
  ])('range of %j → %s..%s', (prices, min, max) => {
    const g = computeAutogauge(car, market(prices));
    expect([g?.market_range_min, g?.market_range_max]).toEqual([min, max]);
  });

  it('the order of the comparables does not matter', () => {
    const prices = [31_000, 27_500, 45_000, 29_990, 33_000, 30_500];
    const a = computeAutogauge(car, market(prices));
    const b = computeAutogauge(car, market([...prices].reverse()));
    expect(a).toEqual(b);
  });
});

// ── Market indicator ──────────────────────────────────────────────────────────────────────────

describe('showsMarketIndicator (AF §5: more than 499 below)', () => {
  it.each([
    [30_000, 30_000, false],
    [29_501, 30_000, false], // 499 below
    [29_500.5, 30_000, true], // 499.5 below
    [29_500, 30_000, true], // 500 below
    [20_000, 30_000, true],
    [31_000, 30_000, false],
    [0, 30_000, false],
    [29_000, null, false],
    [29_000, undefined, false],
    [null, 30_000, false],
  ])('price %s, average %s → %s', (price, average, shown) =>
    expect(showsMarketIndicator(price, average)).toBe(shown),
  );
});

// ── Spec lines ────────────────────────────────────────────────────────────────────────────────

describe('isBlankValue (AF §2: empty, null or the text null)', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    ['null', true],
    [' NULL ', true],
    [Number.NaN, true],
    [0, false],
    ['0', false],
    ['nullable', false],
    [false, false],
  ])('%j → %s', (value, blank) => expect(isBlankValue(value)).toBe(blank));
});

describe('formatDate (AF §9: dd/MM/yyyy)', () => {
  it.each([
    ['2027-03-09', '09/03/2027'],
    ['2027-03-09T00:00:00Z', '09/03/2027'],
    [new Date('2027-03-09T00:00:00Z'), '09/03/2027'],
    [null, null],
    ['null', null],
    ['March 2027', 'March 2027'],
  ])('%j → %s', (value, text) => expect(formatDate(value)).toBe(text));
});

describe('keyInformationLines', () => {
  const full = {
    carType: 'used',
    stocknum: 'U1234',
    vin: 'JTMW1RFV00D012345',
    km: 45_210,
    simpleBody: 'SUV',
    trans: '8 Speed Automatic',
    simpleTransmission: 'Automatic',
    fuel: 'Unleaded Petrol',
    simpleFuel: 'Petrol',
    drive: 'All Wheel Drive',
    simpleDrive: 'AWD',
    engineSize: '2.5L',
    engineSizeLitres: 2.5,
    seats: 5,
    doors: 4,
    colour: 'White',
    interiorColour: 'Black',
    regplate: '123ABC',
    regoExpiry: '2027-03-09',
    buildDate: '2021-01-15',
    complianceDate: '2021-02-01',
  };

  it('all lines, in order, formatted', () =>
    expect(keyInformationLines(full)).toEqual([
      { label: 'Stock Number', value: 'U1234' },
      { label: 'VIN', value: 'JTMW1RFV00D012345' },
      { label: 'Odometer', value: '45,210 km' },
      { label: 'Body Type', value: 'SUV' },
      { label: 'Transmission', value: '8 Speed Automatic' },
      { label: 'Fuel Type', value: 'Unleaded Petrol' },
      { label: 'Drive Type', value: 'All Wheel Drive' },
      { label: 'Engine', value: '2.5L' },
      { label: 'Seats', value: '5' },
      { label: 'Doors', value: '4' },
      { label: 'Colour', value: 'White' },
      { label: 'Interior Colour', value: 'Black' },
      { label: 'Rego', value: '123ABC' },
      { label: 'Rego Expiry', value: '09/03/2027' },
      { label: 'Build Date', value: '15/01/2021' },
      { label: 'Compliance Date', value: '01/02/2021' },
    ]));

  it.each([
    ['vin', null, 'VIN'],
    ['vin', 'null', 'VIN'],
    ['vin', '', 'VIN'],
    ['colour', '  ', 'Colour'],
    ['seats', null, 'Seats'],
    ['regoExpiry', null, 'Rego Expiry'],
    ['regplate', 'null', 'Rego'],
  ])('%s = %j is omitted', (key, value, label) => {
    const labels = keyInformationLines({ ...full, [key]: value }).map((l) => l.label);
    expect(labels).not.toContain(label);
    expect(labels).toHaveLength(15);
  });

  it.each([
    ['the simple transmission when the full one is null', { trans: 'null' }, 'Transmission', 'Automatic'],
    ['engine from litres', { engineSize: null }, 'Engine', '2.5L'],
    ['odometer 0 on a used car', { km: 0 }, 'Odometer', '0 km'],
  ])('%s', (_label, over, label, value) =>
    expect(keyInformationLines({ ...full, ...over }).find((l) => l.label === label)?.value).toBe(value),
  );

  it('a new car has no odometer line', () =>
    expect(keyInformationLines({ ...full, carType: 'new', km: 10 }).map((l) => l.label)).not.toContain(
      'Odometer',
    ));

  it('an empty car has no lines', () => expect(keyInformationLines({})).toEqual([]));
});

describe('collapsed lists (first 4 / 4 / 8)', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
  it.each([
    [KEY_INFO_INITIAL, false, 4],
    [KEY_INFO_INITIAL, true, 9],
    [FEATURES_INITIAL, false, 8],
    [FEATURES_INITIAL, true, 9],
  ])('initial %s, expanded %s → %s lines', (initial, expanded, count) =>
    expect(visibleLines(items, initial, expanded)).toHaveLength(count),
  );

  it.each([
    [4, 4, false, null],
    [5, 4, false, 'Show All Specs'],
    [5, 4, true, 'Hide Specs'],
    [0, 4, false, null],
  ])('%s specs, %s initial, expanded %s → %s', (count, initial, expanded, label) =>
    expect(toggleLabel(count, initial, expanded, SPECS_TOGGLE)).toBe(label),
  );

  it.each([
    [8, null],
    [9, 'Show All'],
  ])('%s features → %s', (count, label) =>
    expect(toggleLabel(count, FEATURES_INITIAL, false, FEATURES_TOGGLE)).toBe(label),
  );
});

describe('specificationLines', () => {
  it('all lines, in order, with units', () =>
    expect(
      specificationLines(
        {
          cylinders: 4,
          enginesize: 2487,
          enginesize_litres: 2.5,
          induction: 'Aspirated',
          geartype: 'Sports Automatic',
          fuelconsumptioncombined: 6.8,
          fuelcapacity: 55,
          grossvehiclemass: 2200,
          vehiclelength: 4600,
          vehicleheight: 1685,
          vehiclewidth: 1855,
          towingcapacitybraked: 1500,
          bodyconfiguration: 'Wagon',
          torque: 243,
          ancaprating: 5,
        },
        { gearnum: 8 },
      ),
    ).toEqual([
      { label: 'Cylinders', value: '4' },
      { label: 'Engine Size', value: '2.5 L' },
      { label: 'Induction', value: 'Aspirated' },
      { label: 'Gears', value: '8' },
      { label: 'Gear Type', value: 'Sports Automatic' },
      { label: 'Fuel Consumption', value: '6.8 L/100km' },
      { label: 'Fuel Capacity', value: '55 L' },
      { label: 'GVM', value: '2,200 kg' },
      { label: 'Length', value: '4,600 mm' },
      { label: 'Height', value: '1,685 mm' },
      { label: 'Width', value: '1,855 mm' },
      { label: 'Towing Capacity (Braked)', value: '1,500 kg' },
      { label: 'Body Configuration', value: 'Wagon' },
      { label: 'Torque', value: '243 Nm' },
      { label: 'ANCAP Rating', value: '5 Stars' },
    ]));

  it.each([
    ['engine size in cc without litres', { enginesize: 1998 }, {}, 'Engine Size', '1,998 cc'],
    ['engine size from the car', {}, { engineSizeLitres: 2 }, 'Engine Size', '2.0 L'],
    [
      'body configuration from the car',
      { bodyconfiguration: 'null' },
      { bodyconfiguration: 'Hatch' },
      'Body Configuration',
      'Hatch',
    ],
    ['one ANCAP star', { ancaprating: 1 }, {}, 'ANCAP Rating', '1 Star'],
    ['zero ANCAP stars is a value', { ancaprating: 0 }, {}, 'ANCAP Rating', '0 Stars'],
  ])('%s', (_label, variant, carOver, label, value) =>
    expect(specificationLines(variant, carOver).find((l) => l.label === label)?.value).toBe(value),
  );

  it('null values and no variant give no lines', () => {
    expect(specificationLines({ cylinders: null, induction: 'null', torque: null })).toEqual([]);
    expect(specificationLines(null)).toEqual([]);
  });
});

describe('featureList', () => {
  it('drops blanks and the text null, keeps order, once each', () =>
    expect(featureList(['Cruise control', '', 'null', null, ' Reversing camera ', 'cruise control'])).toEqual(
      ['Cruise control', 'Reversing camera'],
    ));
});

// ── Dealer comments ───────────────────────────────────────────────────────────────────────────

describe('dealerComments (AF §2)', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    '\n\n',
    '---',
    '***',
    '___',
    '...',
    '|',
    '- - -',
    '-*-*-',
    '=====',
    '—',
    ' | . _ ',
    'null',
  ])('%j → pending', (text) =>
    expect(dealerComments(text)).toEqual({ pending: true, text: DEALER_COMMENTS_PENDING }),
  );

  it.each([
    [1, false],
    [399, false],
    [400, false],
    [401, true],
    [1000, true],
  ])('%s characters → truncated %s', (length, truncated) => {
    const text = 'a'.repeat(length);
    const out = dealerComments(text);
    expect(out).toEqual({ pending: false, short: text.slice(0, 400), full: text, truncated });
  });

  it('text with separators in it is a comment', () =>
    expect(dealerComments('--- One owner ---')).toMatchObject({ pending: false, full: '--- One owner ---' }));

  it('cuts by character, leaving an emoji whole', () => {
    const out = dealerComments(`${'a'.repeat(399)}🚗🚗`);
    expect(out).toMatchObject({ pending: false, truncated: true, short: `${'a'.repeat(399)}🚗` });
  });
});

// ── Caravan specs ─────────────────────────────────────────────────────────────────────────────

describe('caravanSpecLines', () => {
  it.each([
    [20, '20 ft (6.10 m)'],
    [7.5, '7.5 ft (2.29 m)'],
    [1, '1 ft (0.30 m)'],
    [22.25, '22.25 ft (6.78 m)'],
  ])('%s ft → %s', (ft, text) => expect(feetAndMetres(ft)).toBe(text));

  it('all lines in order', () =>
    expect(
      caravanSpecLines({
        body_length: 20,
        body_width: 7.5,
        sleeps: 4,
        tare_weight: 2150,
        aggregate_trailer_mass: 2800,
        axle_type: 'Tandem',
      }),
    ).toEqual([
      { label: 'Length', value: '20 ft (6.10 m)' },
      { label: 'Width', value: '7.5 ft (2.29 m)' },
      { label: 'Sleeps', value: '4' },
      { label: 'Tare Weight', value: '2,150 kg' },
      { label: 'ATM', value: '2,800 kg' },
      { label: 'Axle Type', value: 'Tandem' },
    ]));

  it('missing and null-text values are omitted', () => {
    expect(caravanSpecLines({ axle_type: 'null', sleeps: 2 })).toEqual([{ label: 'Sleeps', value: '2' }]);
    expect(caravanSpecLines(null)).toEqual([]);
  });
});

// ── Images and spin ───────────────────────────────────────────────────────────────────────────

const img = (n: number) => ({ image: `/i/${n}.jpg`, thumb: `/t/${n}.jpg` });

describe('slides (SV §4: video as the second slide)', () => {
  it.each([
    [0, null, []],
    [0, 'v', ['video']],
    [1, 'v', ['/i/1.jpg', 'video']],
    [3, 'v', ['/i/1.jpg', 'video', '/i/2.jpg', '/i/3.jpg']],
    [3, null, ['/i/1.jpg', '/i/2.jpg', '/i/3.jpg']],
    [2, '  ', ['/i/1.jpg', '/i/2.jpg']],
    [2, 'null', ['/i/1.jpg', '/i/2.jpg']],
  ])('%s images, video %j', (count, video, expected) => {
    const images = Array.from({ length: count }, (_, i) => img(i + 1));
    expect(slides(images, video).map((s) => (s.kind === 'video' ? 'video' : s.image))).toEqual(expected);
  });

  it.each([
    [{ videoUrl: 'a', externalVideoUrl: 'b' }, 'a'],
    [{ videoUrl: null, externalVideoUrl: 'b' }, 'b'],
    [{ videoUrl: '', externalVideoUrl: null }, null],
    [{}, null],
  ])('video of %j → %s', (car, url) => expect(carVideoUrl(car)).toBe(url));

  it.each([
    [0, false],
    [3, false],
    [4, true],
    [20, true],
  ])('%s images → thumbnails %s', (count, shown) => expect(showsThumbnails(count)).toBe(shown));

  it.each([
    [-1, false],
    [0, true],
    [1, true],
    [2, false],
  ])('image %s preloaded %s', (index, preload) => expect(preloadsImage(index)).toBe(preload));
});

describe('spin viewer (AF §2, §9)', () => {
  it.each([
    [0, 0, 36, 0],
    [0, 19, 36, 0],
    [0, 20, 36, 1],
    [0, 39, 36, 1],
    [0, 40, 36, 2],
    [0, -19, 36, 0],
    [0, -20, 36, 35],
    [35, 20, 36, 0],
    [10, 720, 36, 10], // 36 frames forward: a full turn
    [10, -740, 36, 9],
    [5, 20, 0, 0],
  ])('from %s dragging %s px over %s frames → %s', (start, dx, count, frame) =>
    expect(frameAfterDrag(start, dx, count)).toBe(frame),
  );

  it('auto-rotate makes one full turn of 36 steps and stops where it began', () => {
    const frames = autoRotateFrames(36);
    expect(frames).toHaveLength(36);
    expect(frames[0]).toBe(1);
    expect(frames.at(-1)).toBe(0);
    expect(new Set(frames).size).toBe(36);
  });

  it.each([
    [0, 0, []],
    [1, 0, []],
    [2, 0, [1, 0]],
    [4, 2, [3, 0, 1, 2]],
  ])('auto-rotate over %s frames from %s → %j', (count, start, frames) =>
    expect(autoRotateFrames(count, start)).toEqual(frames),
  );

  it('hotspots belong to their angle', () => {
    const spot = (angle: number) => ({ angle, x: 50, y: 50, title: `t${angle}`, description: 'd' });
    expect(hotspotsForFrame([spot(0), spot(3), spot(3)], 3).map((h) => h.title)).toEqual(['t3', 't3']);
    expect(hotspotsForFrame([spot(0)], 1)).toEqual([]);
    expect(hotspotsForFrame(null, 0)).toEqual([]);
  });
});

describe('stickyState (past 500 px / past 900 px)', () => {
  it.each([
    [0, false, false],
    [499, false, false],
    [500, false, false],
    [501, true, false],
    [899, true, false],
    [900, true, false],
    [901, true, true],
  ])('scrollY %s → header %s, call-to-action opened %s', (y, header, ctaOpened) =>
    expect(stickyState(y)).toEqual({ header, ctaOpened }),
  );
});

// ── Availability and buttons ──────────────────────────────────────────────────────────────────

describe('availability (SV §3, §4; AF §4)', () => {
  it.each([
    ['in_stock', 'available', 'full'],
    ['coming_soon', 'available', 'similar-only'],
    ['sold', 'sold', 'similar-only'],
    ['other', 'sold', 'similar-only'],
    ['', 'sold', 'similar-only'],
  ])('%s → %s, page %s', (status, availability, mode) => {
    expect(vehicleAvailability(status)).toBe(availability);
    expect(vehiclePageMode(status)).toBe(mode);
  });
});

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
};
const kinds = (car: Partial<ButtonCar> = {}, config: Partial<ButtonConfig> = {}) =>
  vehiclePageButtons({ ...buttonCar, ...car }, { ...buttonConfig, ...config }).map((b) => b.kind);

describe('reserveDeposit (null → site default; 0 hides)', () => {
  it.each([
    [null, 200, 200],
    [undefined, 200, 200],
    [0, 200, 0],
    [500, 200, 500],
    [null, 0, 0],
    [-5, 200, 0],
  ])('car %s, site default %s → %s', (car, site, deposit) => expect(reserveDeposit(car, site)).toBe(deposit));
});

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
    [undefined, '/trade-in?car_id=42'],
    ['/trade-in', '/trade-in?car_id=42'],
    ['/cars/trade-in', '/cars/trade-in?car_id=42'],
  ] as const)('trade-in path %s → %s', (path, href) => {
    expect(tradeInHref(42, path)).toBe(href);
    const b = vehiclePageButtons(buttonCar, buttonConfig, { tradeInPath: path }).find(
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

// ── Similar cars, fuel, delivery ──────────────────────────────────────────────────────────────

describe('similar cars (AF §9)', () => {
  it.each([
    [0, 10_000],
    [49_999, 10_000],
    [50_000, 25_000],
    [120_000, 25_000],
  ])('price %s → ±%s', (price, window) => expect(similarCarsWindow(price)).toBe(window));

  it.each([
    [30_000, 20_000, 40_000],
    [5_000, 0, 15_000],
    [60_000, 35_000, 85_000],
  ])('price %s → %s..%s', (price, min, max) => expect(similarCarsPriceRange(price)).toEqual({ min, max }));
});

describe('fuel calculator (AF §5, §9)', () => {
  it('defaults', () =>
    expect(FUEL_DEFAULTS).toEqual({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100: 10 }));

  it.each([
    [FUEL_DEFAULTS, 42.5, 2210],
    [{ pricePerLitre: 2, kmPerWeek: 100, litresPer100: 5 }, 10, 520],
    [{ pricePerLitre: 1.7, kmPerWeek: 0, litresPer100: 10 }, 0, 0],
    [{ pricePerLitre: 1.7, kmPerWeek: -100, litresPer100: 10 }, 0, 0],
    [{ pricePerLitre: Number.NaN, kmPerWeek: 250, litresPer100: 10 }, 0, 0],
  ])('%j → %s a week, %s a year', (input, weekly, yearly) => {
    expect(weeklyFuelCost(input)).toBeCloseTo(weekly, 10);
    expect(yearlyFuelCost(input)).toBeCloseTo(yearly, 10);
  });

  it.each([
    [null, 10],
    [{ fuelconsumptioncombined: null }, 10],
    [{ fuelconsumptioncombined: 0 }, 10],
    [{ fuelconsumptioncombined: 6.8 }, 6.8],
  ])('consumption default from %j → %s', (variant, litres) =>
    expect(fuelCalculatorDefaults(variant).litresPer100).toBe(litres),
  );

  it.each([
    ['Petrol', true],
    ['Diesel', true],
    ['Hybrid', true],
    ['Plug-in Hybrid', true],
    [null, true],
    ['Electric', false],
    ['electric', false],
    ['EV', false],
  ])('%s → fuel calculator %s', (fuel, shown) => expect(showsFuelCalculator(fuel)).toBe(shown));
});

describe('deliveryQuoteMessage (AF §5)', () => {
  it.each([
    ['', null, DELIVERY_EMPTY_POSTCODE],
    ['   ', { name: 'Brisbane', price: 100 }, DELIVERY_EMPTY_POSTCODE],
    [null, null, DELIVERY_EMPTY_POSTCODE],
    ['0870', null, DELIVERY_NO_ESTIMATE],
    ['0870', { name: 'Alice Springs', price: null }, DELIVERY_NO_ESTIMATE],
    ['0870', { name: 'Alice Springs', price: -1 }, DELIVERY_NO_ESTIMATE],
  ])('%j with %j → %s', (postcode, region, message) =>
    expect(deliveryQuoteMessage(postcode, region)).toEqual({ ok: false, message }),
  );

  it.each([
    [{ name: 'Brisbane Metro', price: 250 }, 250],
    [{ name: 'Local', price: 0 }, 0],
  ])('a region with a price → a quote', (region, price) =>
    expect(deliveryQuoteMessage('4000', region)).toEqual({
      ok: true,
      message: null,
      region: region.name,
      price,
    }),
  );
});

// ── Announcement, share, breadcrumb ───────────────────────────────────────────────────────────

describe('announcementCity (AF §2)', () => {
  it.each([
    ['Cairns', 'Brisbane', 'Located at Cairns'],
    [' Cairns ', 'Brisbane', 'Located at Cairns'],
    ['Brisbane', 'Brisbane', null],
    ['BRISBANE', 'brisbane', null],
    [null, 'Brisbane', null],
    ['Cairns', null, null],
    ['', '', null],
  ])('%j vs %j → %j', (carCity, primary, text) => expect(announcementCity(carCity, primary)).toBe(text));
});

describe('share (AF §4, §9)', () => {
  it('toast', () =>
    expect(copiedToast('2021 Toyota RAV4 GX')).toBe('Copied 2021 Toyota RAV4 GX to your clipboard!'));
  it.each([
    ['https://cars.example.com.au', 'https://cars.example.com.au/cars/x'],
    ['https://cars.example.com.au/', 'https://cars.example.com.au/cars/x'],
  ])('share URL from %s', (origin, url) => expect(carShareUrl(origin, 'x')).toBe(url));
});

describe('breadcrumb (AF §2)', () => {
  const rav4 = {
    carType: 'used',
    make: 'Toyota',
    model: 'RAV4',
    simpleBody: 'SUV',
    name: '2021 Toyota RAV4 GX',
  };

  it('Home, car type, make, model, body, title under /search', () =>
    expect(breadcrumb(rav4, { usedCarRoutes: false })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Toyota', href: '/search/toyota' },
      { label: 'RAV4', href: '/search/toyota/rav4' },
      { label: 'SUV', href: '/search/suv' },
      { label: '2021 Toyota RAV4 GX', href: null },
    ]));

  it('under /used-car on used-car sites', () =>
    expect(breadcrumb(rav4, { usedCarRoutes: true }).map((c) => c.href)).toEqual([
      '/',
      '/used-car',
      '/used-car/toyota',
      '/used-car/toyota/rav4',
      '/used-car/suv',
      null,
    ]));

  it.each([
    ['new', 'New Cars', '/search/new-cars'],
    ['demo', 'Demo Cars', '/search/demo-cars'],
    ['used', 'Used Cars', '/search/used-cars'],
  ])('car type %s → %s %s', (carType, label, href) =>
    expect(breadcrumb({ ...rav4, carType }, { usedCarRoutes: false })[1]).toEqual({ label, href }),
  );

  it.each([
    [
      'Mercedes-Benz',
      'C 300',
      'People Mover',
      ['/search/mercedes-benz', '/search/mercedes-benz/c-300', '/search/people-mover'],
    ],
    ['Isuzu', 'D-MAX', 'Cab Chassis', ['/search/isuzu', '/search/isuzu/d-max', '/search/cab-chassis']],
  ])('slugs of %s %s %s', (make, model, simpleBody, hrefs) =>
    expect(
      breadcrumb({ ...rav4, make, model, simpleBody }, { usedCarRoutes: false })
        .slice(2, 5)
        .map((c) => c.href),
    ).toEqual(hrefs),
  );

  it.each([null, '', 'null', 'Spaceship'])('body %j is left out (no page for it)', (simpleBody) => {
    const crumbs = breadcrumb({ ...rav4, simpleBody }, { usedCarRoutes: false });
    expect(crumbs.map((c) => c.label)).toEqual([
      'Home',
      'Used Cars',
      'Toyota',
      'RAV4',
      '2021 Toyota RAV4 GX',
    ]);
  });
});

describe('priceBlock', () => {
  const base = {
    price: 30000,
    beforePrice: null,
    offerPrice: null,
    subscriptionPrice: null,
    priceType: 'Drive Away',
    preorder: false,
  };
  const site = { noPriceText: 'Enquire for price.', offersSubscription: false };
  it.each([
    ['plain price', {}, { now: 30000, was: null, noPriceText: null }],
    ['was above now', { beforePrice: 32000 }, { now: 30000, was: 32000 }],
    ['was equal to now is not a was', { beforePrice: 30000 }, { now: 30000, was: null }],
    ['was below now is not a was', { beforePrice: 29000 }, { now: 30000, was: null }],
    ['offer below price', { offerPrice: 28500 }, { now: 28500, was: 30000 }],
    ['offer equal to price is no offer', { offerPrice: 30000 }, { now: 30000, was: null }],
    [
      'no price',
      { price: 0, beforePrice: 32000 },
      { now: null, was: null, noPriceText: 'Enquire for price.' },
    ],
    ['no price has no price type', { price: 0 }, { priceType: null }],
    ['preorder', { preorder: true }, { preorder: true }],
  ])('%s', (_name, car, expected) => {
    expect(priceBlock({ ...base, ...car }, site)).toMatchObject(expected);
  });
  it('shows a subscription price only on sites offering subscriptions', () => {
    expect(priceBlock({ ...base, subscriptionPrice: 189 }, site).subscription).toBeNull();
    expect(
      priceBlock({ ...base, subscriptionPrice: 189 }, { ...site, offersSubscription: true }).subscription,
    ).toBe(189);
  });
});
