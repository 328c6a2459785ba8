import { COMPARISON_RATE_STATEMENT } from '../repayments/comparison-rate';
import { isPromoActive } from '../tenancy/promo-rules';

// Australian advertising rules a dealer's site must keep, as checks over what it publishes: its settings
// (promotions and the site's own words), its content pages and its advertised cars. Each breach names its
// rule, where it is and what to do; an error refuses a publish, a warning asks for a look. Pure.

export type Severity = 'error' | 'warning';
/** What a breach is in: what a publish of the site's settings, of one page, or the stock feed changes. */
export type Scope = 'settings' | 'page' | 'stock';

export const RULES = {
  'rate-without-comparison': {
    severity: 'error',
    title: 'An annual rate without its comparison rate and warning',
    basis:
      'National Credit Code, Schedule 1, ss 160–161, and National Consumer Credit Protection Regulations, reg 100',
  },
  'price-without-type': {
    severity: 'warning',
    title: 'A price without its price type',
    basis: 'Australian Consumer Law, s 48 (single price) and s 29 (false or misleading representations)',
  },
  'licence-number': {
    severity: 'error',
    title: "A dealer's location without its licence number",
    basis: "The state's motor dealer law: a dealer's licence number in every advertisement",
  },
  'expired-promotion': {
    severity: 'error',
    title: 'A promotion whose dates have passed, still set to show',
    basis: 'Australian Consumer Law, s 29: an offer advertised after it ended',
  },
  'price-basis': {
    severity: 'error',
    title: 'A car advertised without its price basis',
    basis:
      'Australian Consumer Law, s 48: the price states what it includes (drive-away or excluding on-road costs)',
  },
} as const satisfies Record<string, { severity: Severity; title: string; basis: string }>;
export type RuleId = keyof typeof RULES;

export type Breach = {
  rule: RuleId;
  severity: Severity;
  scope: Scope;
  /** Where: a setting's path ('promos.0.description'), a page's path and field, a car's stock number. */
  where: string;
  message: string;
};

// '6.99% p.a.', '4.5 % interest', '7.2% comparison', '5.95% APR', '3.9% fixed'
const ANNUAL_RATE =
  /\b\d{1,2}(?:\.\d{1,2})?\s?%\s?(?:p\.?\s?a\.?|per\s+annum|interest|comparison|apr|fixed|variable|finance)\b/i;
const COMPARISON = /comparison rate/i;
const WARNING_START = /WARNING:\s*This comparison rate is true only for the examples given/i;
// A vehicle-sized amount: $1,000 and up.
const PRICE = /\$\s?(?:\d{1,3}(?:,\d{3})+|\d{4,})(?:\.\d{2})?\b/;
const LOAN_AMOUNT = /loan of \$\s?[\d,]+/gi;
const PRICE_TYPE =
  /drive[\s-]?away|excl(?:\.|uding|udes)?\s+(?:gov|on[\s-]?road)|plus on[\s-]?road|\+\s?orc\b|\begc\b|on[\s-]?road costs|per week|\/\s?wk|weekly|deposit/i;

/** The checks every text a shopper reads is held to: a rate with its comparison and warning, a price with its type. */
export function textBreaches(text: string, where: string, scope: Scope): Breach[] {
  const breaches: Breach[] = [];
  if (ANNUAL_RATE.test(text) && !(COMPARISON.test(text) && WARNING_START.test(text)))
    breaches.push({
      rule: 'rate-without-comparison',
      severity: RULES['rate-without-comparison'].severity,
      scope,
      where,
      message: `An annual rate is shown without its comparison rate and the warning: add the comparison rate and "${COMPARISON_RATE_STATEMENT}"`,
    });
  // A comparison rate's basis names a loan amount, not a price.
  const priced = text.replace(LOAN_AMOUNT, '');
  if (PRICE.test(priced) && !PRICE_TYPE.test(priced))
    breaches.push({
      rule: 'price-without-type',
      severity: RULES['price-without-type'].severity,
      scope,
      where,
      message: 'A price is shown without its type: say whether it is drive-away or excludes on-road costs.',
    });
  return breaches;
}

/** Every state and territory licenses motor dealers and requires the licence number in their ads. */
export const LICENCE_NAMES: Record<string, string> = {
  NSW: 'motor dealer licence (MD) number',
  VIC: 'LMCT number',
  QLD: 'motor dealer licence number',
  SA: 'MVD number',
  WA: 'dealer licence (MD) number',
  TAS: 'motor vehicle trader licence number',
  ACT: 'motor vehicle dealer licence number',
  NT: 'motor vehicle dealer licence number',
};

export type CheckedSettings = {
  copy: Record<string, unknown>;
  promos: {
    name: string;
    title: string;
    description?: string;
    display: boolean;
    strictDisplay?: boolean;
    start?: string;
    expiry?: string;
  }[];
};
export type CheckedLocation = {
  slug: string;
  name: string;
  state: string;
  locationType: string;
  dealerLicenseNumber: string | null;
};
export type CheckedPage = { path: string; title: string; description: string; body: string };
export type CheckedCar = {
  stockNumber: string | null;
  id: number;
  title: string;
  price: number | null;
  priceType: string | null;
};

const breach = (rule: RuleId, scope: Scope, where: string, message: string): Breach => ({
  rule,
  severity: RULES[rule].severity,
  scope,
  where,
  message,
});

/** The site's settings as they would be published: their words, their promotions, their locations' licences. */
export function settingsBreaches(
  settings: CheckedSettings,
  locations: readonly CheckedLocation[],
  now: Date,
): Breach[] {
  const breaches: Breach[] = [];
  for (const [key, value] of Object.entries(settings.copy))
    if (typeof value === 'string') breaches.push(...textBreaches(value, `copy.${key}`, 'settings'));
  settings.promos.forEach((promo, index) => {
    breaches.push(
      ...textBreaches([promo.title, promo.description ?? ''].join('\n'), `promos.${index}`, 'settings'),
    );
    const expiresAt = promo.expiry ? new Date(promo.expiry) : null;
    const dated = { display: promo.display, strictDisplay: promo.strictDisplay, startAt: null, expiresAt };
    if (promo.display && expiresAt && !isPromoActive(dated, now))
      breaches.push(
        breach(
          'expired-promotion',
          'settings',
          `promos.${index}`,
          `'${promo.name}' ended ${promo.expiry}: switch it off or give it new dates.`,
        ),
      );
  });
  for (const location of locations) {
    const name = LICENCE_NAMES[location.state.toUpperCase()];
    const sells = location.locationType === '' || location.locationType === 'sales';
    if (name && sells && !location.dealerLicenseNumber?.trim())
      breaches.push(
        breach(
          'licence-number',
          'settings',
          `locations.${location.slug}.dealerLicenseNumber`,
          `${location.name} (${location.state.toUpperCase()}) has no ${name}: every page and ad must show it.`,
        ),
      );
  }
  return breaches;
}

/** One content page: its title, description and body. */
export const pageBreaches = (page: CheckedPage): Breach[] =>
  (['title', 'description', 'body'] as const).flatMap((field) =>
    textBreaches(page[field], `${page.path} ${field}`, 'page'),
  );

/** The cars the site advertises (with a price): each with its price basis. */
export const stockBreaches = (cars: readonly CheckedCar[]): Breach[] =>
  cars.flatMap((car) =>
    car.price && car.price > 0 && !car.priceType?.trim()
      ? [
          breach(
            'price-basis',
            'stock',
            `car ${car.stockNumber ?? car.id}`,
            `${car.title} is advertised at $${car.price.toLocaleString('en-AU')} without its price type.`,
          ),
        ]
      : [],
  );

export const errorsIn = (breaches: readonly Breach[]) => breaches.filter((b) => b.severity === 'error');
