import type { leads } from '../../src/db/schema';
import type {
  LeadPayload,
  LeadVehicle,
  StoredLeadForm,
  TradeInDetails,
} from '../../src/enquiries/delivery/delivery-rules';
import type { LocationClock } from '../../src/enquiries/overdue-rules';
import {
  CAREERS_CATEGORY,
  CONTACT_CATEGORIES,
  FINANCE_ENQUIRY_CREDIT_SCORES,
  type LeadForm,
  type LeadKind,
  leadCategory,
  TRADE_IN_SUBCATEGORIES,
} from '../../src/enquiries/rules';
import { formOptions, leadFieldsSchema } from '../../src/features/leads/schema';
import { ADJUSTMENT_QUESTIONS } from '../../src/features/trade-in/valuation-rules';
import { paths } from '../../src/lib/paths';
import type { SiteConfig } from '../../src/tenancy/site-config';
import type { Random } from './random';
import { FIRST, LAST } from './reviews';

// One demo lead as the enquiry service stores it (src/enquiries/submit.ts): the form's fields as the
// product's own schema parses them, the payload in submit.ts's shape, the car's snapshot. How staff worked
// it is activity-work.ts.

export type ActivityLocation = {
  id: number;
  name: string;
  dealershipId: number;
  postcode: string;
  primary: boolean;
  clock: LocationClock;
};
export type ActivityDealer = { id: number; slug: string; locations: ActivityLocation[] };
export type ActivityCar = LeadVehicle & {
  nvic: string | null;
  regplate: string | null;
  status: string;
  dealershipId: number;
  locationId: number | null;
  manufacturerSlug: string | null;
  createdAt: Date;
  soldAt: Date | null;
};
export type ActivitySite = {
  id: number;
  slug: string;
  config: SiteConfig;
  dealers: ActivityDealer[];
};

export type LeadInsert = typeof leads.$inferInsert;
type Chosen = { car: ActivityCar | null; dealer: ActivityDealer; location: ActivityLocation | null };

/** How shoppers reach the forms: the vehicle page's enquiry first, the journeys after. */
export const KIND_WEIGHTS: readonly (readonly [LeadKind, number])[] = [
  ['enquiry', 34],
  ['test-drive', 15],
  ['finance-enquiry', 12],
  ['trade-in', 10],
  ['contact', 14],
  ['request-photos', 6],
  ['find-similar', 5],
  ['careers', 2],
];
/** Kinds that are always about a car, and those that are now and then. */
const CAR_KINDS = new Set<LeadKind>(['enquiry', 'request-photos', 'find-similar']);
const SOMETIMES_CAR: Partial<Record<LeadKind, number>> = { 'test-drive': 0.85, 'finance-enquiry': 0.5 };

/** utm_source as the campaigns send it; no parameters at all is a direct visit ('' in the report). */
const SOURCES = [
  [{ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'stock-search' }, 30],
  [{ utm_source: 'facebook', utm_medium: 'paid-social', utm_campaign: 'spring-sale' }, 16],
  [{ utm_source: 'carsales', utm_medium: 'referral', utm_campaign: 'listing' }, 14],
  [{ utm_source: 'instagram', utm_medium: 'paid-social', utm_campaign: 'spring-sale' }, 5],
  [{ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'monthly' }, 4],
  [{}, 31],
] as const;

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
];

const MESSAGES: Partial<Record<LeadKind, string[]>> = {
  enquiry: [
    'Is this one still available? Could I come and see it on the weekend?',
    'What is the best drive-away price on this?',
    'Does it come with a roadworthy and how many keys are there?',
    'Can you tell me when it was last serviced?',
    'Would you take my current car as a trade-in on this one?',
  ],
  'test-drive': ['', 'After work if possible, I finish at 4.', 'Saturday morning would suit best.'],
  contact: [
    'Please call me about booking a service.',
    'Do you have a part number for a replacement key?',
    'Looking for a family SUV under $40k, what do you have coming in?',
    'Can someone call me back about my order?',
  ],
  careers: ['I would like to apply for the sales consultant role. My resume is ready to send.'],
  'finance-enquiry': ['', 'Self-employed for 3 years, is that a problem?'],
};

const hex = (rng: Random, n: number) => rng.chars('0123456789abcdef', n);
/** A UUID-shaped key as the browser's crypto.randomUUID makes, from the seed's stream. */
export const demoUuid = (rng: Random) =>
  `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(rng, 3)}-${hex(rng, 12)}`;

/** The kind's page on the site, where the lead was sent from. */
function pageOf(kind: LeadKind, car: ActivityCar | null, config: SiteConfig): string {
  if (car && kind !== 'trade-in' && kind !== 'finance-enquiry') return paths.car(car.slug);
  switch (kind) {
    case 'test-drive':
      return paths.bookTestDrive();
    case 'finance-enquiry':
      return car ? paths.finance({ car_id: car.id, vehiclePriceBudget: car.price }) : paths.financeEnquiry();
    case 'trade-in':
      return car ? paths.tradeIn(car.id) : paths.tradeIn();
    case 'careers':
      return paths.careers();
    default:
      return config.features.usedCarRoutes ? paths.contactUs() : paths.contact();
  }
}

/** A stored lead of `kind` at `at`, not yet worked: the row submitEnquiry would write. */
export function leadRow(
  site: ActivitySite,
  kind: LeadKind,
  at: Date,
  chosen: Chosen,
  rng: Random,
): { row: LeadInsert; page: string } {
  const { car, dealer, location } = chosen;
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const contact = {
    name: first,
    last_name: last,
    email: `${first}.${last}${rng.int(1, 99)}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
    phone: `04${rng.chars('0123456789', 8)}`,
    postcode: location?.postcode ?? '4000',
  };
  const origin = site.config.hostnames[0] ? `https://${site.config.hostnames[0]}` : '';
  const page = pageOf(kind, car, site.config);
  const source = rng.weighted(SOURCES);
  const visited = [
    paths.home(),
    rng.chance(0.7) ? paths.stock(site.config.features.usedCarRoutes) : paths.specialOffers(),
    ...(car ? [paths.car(car.slug)] : []),
    page,
  ].filter((p, i, all) => all[i - 1] !== p);
  const message = rng.pick(MESSAGES[kind] ?? ['']);
  const contactCategory =
    kind === 'contact'
      ? rng.weighted(
          CONTACT_CATEGORIES.map(
            (c) => [c, c === CAREERS_CATEGORY ? 0 : c === 'General Enquiry' ? 4 : 2] as const,
          ),
        )
      : null;
  const subcategory =
    kind === 'trade-in'
      ? rng.weighted([
          [TRADE_IN_SUBCATEGORIES.valued, 6],
          [TRADE_IN_SUBCATEGORIES.accepted, 2],
          [TRADE_IN_SUBCATEGORIES.inspection, 1],
        ])
      : null;
  const { category } = leadCategory(kind, { carType: car?.carType, category: contactCategory, subcategory });

  let fields: Record<string, unknown>;
  const payloadExtra: Partial<LeadPayload> = {};
  if (kind === 'trade-in') {
    const tradeIn = tradeInDetails(rng, at, subcategory);
    fields = { ...contactFields(contact), stage: stageOf(subcategory), valuation_id: tradeIn.valuation_id };
    payloadExtra.trade_in = tradeIn;
  } else {
    const options = formOptions(site.config, true);
    const budget = car?.price
      ? Math.min(200_000, Math.max(10_000, Math.round(car.price)))
      : rng.int(15, 90) * 1000;
    fields = leadFieldsSchema(kind as LeadForm, options).parse({
      ...contact,
      message: message || (options.commentsRequired ? 'Please contact me.' : ''),
      opt_in: rng.chance(0.6),
      terms_conditions: options.termsCheckbox ? true : undefined,
      category: contactCategory ?? '',
      location_id:
        location && (kind === 'contact' || kind === 'enquiry' || (kind === 'test-drive' && !car))
          ? location.id
          : undefined,
      dealership_slug: kind === 'contact' && options.showDealershipSelect ? dealer.slug : '',
      vehicle_price_budget: budget,
      loan_term: rng.int(3, 7),
      self_assessed_credit_score: rng.weighted(
        FINANCE_ENQUIRY_CREDIT_SCORES.map((s, i) => [s, 3 - i] as const),
      ),
    });
    if (kind === 'finance-enquiry') {
      payloadExtra.finance = {
        purchase_price: fields.vehicle_price_budget as number,
        loan_term: fields.loan_term as number,
        self_assessed_credit_score: fields.self_assessed_credit_score as string,
        who_is_helping: null,
        vin: car?.vin ?? null,
        nvic: car?.nvic ?? null,
        year: car?.year ?? null,
      };
    }
  }
  const vehicle: LeadVehicle | null = car
    ? {
        id: car.id,
        slug: car.slug,
        name: car.name,
        year: car.year,
        make: car.make,
        model: car.model,
        badge: car.badge,
        vin: car.vin,
        stocknum: car.stocknum,
        price: car.price,
        carType: car.carType,
      }
    : null;
  const payload: LeadPayload = {
    url: `${origin}${page}`,
    source: 'Website',
    car_id: car?.id ?? null,
    car_dealership_id: car?.dealershipId ?? null,
    manufacturer_slug: car?.manufacturerSlug ?? null,
    stock_number: car?.stocknum ?? null,
    'Vehicle Make': car?.make ?? null,
    'Vehicle Model': car?.model ?? null,
    car_type: car?.carType ?? null,
    // The car was in stock when the shopper asked (only cars then on the site are picked).
    vehicle_status: car ? 'in_stock' : null,
    Rego: car?.regplate ?? null,
    user_agent: rng.pick(USER_AGENTS),
    lead_attributes: { visited_pages: visited, linked_query_params: { ...source } },
    page_id: null,
    name: contact.name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    postcode: contact.postcode,
    message: typeof fields.message === 'string' ? fields.message : '',
    category,
    subcategory,
    location: location?.name ?? null,
    location_id: location?.id ?? null,
    dealership_slug: dealer.slug,
    opt_in: Boolean(fields.opt_in),
    terms_conditions: Boolean(fields.terms_conditions),
    additional_services: [],
    ...payloadExtra,
  };
  const form: StoredLeadForm = { kind, fields, vehicle, booking: null };
  return {
    page,
    row: {
      siteId: site.id,
      dealershipId: dealer.id,
      carId: car?.id ?? null,
      idempotencyKey: demoUuid(rng),
      category,
      subcategory,
      form,
      payload,
      ip: null,
      createdAt: at,
    },
  };
}

const contactFields = (c: {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}) => ({
  name: c.name,
  lastName: c.last_name,
  email: c.email,
  phone: c.phone,
  postcode: c.postcode,
});

const stageOf = (subcategory: string | null) =>
  (Object.entries(TRADE_IN_SUBCATEGORIES).find(([, label]) => label === subcategory)?.[0] ??
    'valued') as string;

const TRADE_MAKES = [
  ['Toyota', 'Corolla'],
  ['Mazda', 'CX-5'],
  ['Hyundai', 'i30'],
  ['Ford', 'Ranger'],
  ['Mitsubishi', 'Triton'],
  ['Kia', 'Sportage'],
  ['Nissan', 'X-Trail'],
  ['Volkswagen', 'Golf'],
] as const;

function tradeInDetails(rng: Random, at: Date, subcategory: string | null): TradeInDetails {
  const [make, model] = rng.pick(TRADE_MAKES);
  const inspection = subcategory === TRADE_IN_SUBCATEGORIES.inspection;
  const year = inspection ? rng.int(2008, 2017) : rng.int(2018, 2024);
  const low = inspection ? null : rng.int(8, 40) * 1000;
  return {
    valuation_id: demoUuid(rng),
    rego: `${rng.int(1, 9)}${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}${rng.int(10, 99)}`,
    rego_state: rng.pick(['QLD', 'NSW', 'VIC', 'SA', 'WA']),
    year,
    make,
    model,
    badge: null,
    series: null,
    vin: null,
    kms: inspection ? rng.int(100, 240) * 1000 : rng.int(15, 95) * 1000,
    condition: ADJUSTMENT_QUESTIONS.map(
      (q) => [q.label, rng.pick<{ label: string }>(q.options).label] as [string, string],
    ),
    preferred_contact: rng.pick(['Phone', 'Email']),
    has_trade_in: rng.pick(['Yes', 'No']),
    estimate_low: low,
    estimate_high: low === null ? null : low + rng.int(2, 4) * 1000,
    offer: low === null ? null : low + 500,
    offer_expires_at: low === null ? null : new Date(at.getTime() + 7 * 86_400_000).toISOString(),
    no_online_figure: inspection ? 'Over 7 years old' : null,
    photos: [],
  };
}

/** A kind the site's stock allows, with its car and where it goes. */
export function chooseFor(
  kind: LeadKind,
  site: ActivitySite,
  car: ActivityCar | null,
  rng: Random,
): { kind: LeadKind } & Chosen {
  const wantsCar = CAR_KINDS.has(kind) || rng.chance(SOMETIMES_CAR[kind] ?? 0);
  const withCar = wantsCar && car ? car : null;
  const finalKind = CAR_KINDS.has(kind) && !withCar ? 'contact' : kind;
  if (withCar) {
    const dealer = site.dealers.find((d) => d.id === withCar.dealershipId) as ActivityDealer;
    const location =
      dealer.locations.find((l) => l.id === withCar.locationId) ??
      dealer.locations.find((l) => l.primary) ??
      dealer.locations[0] ??
      null;
    return { kind: finalKind, car: withCar, dealer, location };
  }
  const dealer =
    finalKind === 'careers'
      ? site.dealers[0]
      : site.dealers[Math.floor(rng.next() ** 1.5 * site.dealers.length)];
  const location =
    finalKind === 'careers' ? null : dealer.locations.length ? rng.pick(dealer.locations) : null;
  return { kind: finalKind, car: null, dealer, location };
}
