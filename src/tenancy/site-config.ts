import { z } from 'zod';
import { isPlainObject } from '../lib/is-plain-object';
import { SIMILAR_CARS_MAX } from './similar-cars';

// Every per-site setting the spec names. A site file in config/sites/ (optionally extending a template
// in config/sites/templates/) is validated against this schema when the seed loads it and again when the
// app reads it from the database; an invalid config fails naming the site and the field.

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');
const path = z.string().regex(/^(\/|https?:\/\/|tel:|mailto:)/, 'a path or URL');
const isoDate = z.iso.datetime({ offset: true });

export const CarType = z.enum(['new', 'demo', 'used']);
export const ActionButton = z.enum([
  'reserve',
  'view-details',
  'enquire',
  'finance',
  'test-drive',
  'trade-in',
]);
export const FinanceProviderKind = z.enum([
  'youx', // the instant-quote provider
  'manual', // the manual provider
  'angle',
  'powertorque',
  'nissan-finance',
  '360-finance',
  'ausloans',
  'none',
]);

const MenuLink = z.object({ label: z.string().min(1), href: path });
const MenuItem = MenuLink.extend({ children: z.array(MenuLink).default([]) });
const FooterColumn = z.object({ title: z.string().min(1), links: z.array(MenuLink) });

export const StockFilterSchema = z.object({
  // Cars whose hidden_from_stock value is above this count are hidden (0-14).
  hiddenFromStockCount: z.number().int().min(0).max(14).default(0),
  usedOnly: z.boolean().default(false),
  inStockOnly: z.boolean().default(false),
  excludedMakes: z.array(z.string()).default([]),
  itemTypes: z.array(z.enum(['car', 'motorcycle', 'truck', 'caravan'])).default(['car']),
  // Price-ascending sort also requires price > 0 on sites that set this.
  priceAboveZeroOnPriceAsc: z.boolean().default(false),
});
export type StockFilter = z.infer<typeof StockFilterSchema>;

const PromoPlacement = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('every'), every: z.number().int().min(2).max(30) }),
  z.object({ mode: z.literal('random'), min: z.number().int().min(1), max: z.number().int().min(1) }),
  z.object({ mode: z.literal('fixed'), positions: z.array(z.number().int().min(1)).min(1) }),
]);

export const PromoSchema = z.object({
  kind: z.enum(['card', 'banner', 'slide']),
  name: z.string().min(1),
  title: z.string().min(1),
  description: z.string().optional(),
  url: path.optional(),
  image: z.string().optional(),
  hideOverlay: z.boolean().default(false),
  start: isoDate.optional(),
  expiry: isoDate.optional(),
  position: z.number().int().min(0).default(0),
  display: z.boolean().default(true),
  strictDisplay: z.boolean().default(false),
});

const BrandEntry = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  logo: z.string().optional(),
  banner: z.string().optional(),
  description: z.array(z.string()).default([]),
  skipPage: z.boolean().default(false),
});

const GroupLocationEntry = z.object({
  name: z.string(),
  slug: z.string(),
  visible: z.boolean().default(true),
  image: z.string().optional(),
});

export const SiteConfigSchema = z.object({
  // ── Identity ──
  slug: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes'),
  name: z.string().min(1),
  hostnames: z.array(z.string()).default([]),
  siteType: z.enum(['franchise', 'used-supermarket', 'dealer-group', 'specialist']),
  tagline: z.string().min(1),
  logo: z.object({ text: z.string().min(1), mark: z.string().min(1, 'a one or two letter monogram') }),
  address: z.string().min(1),
  defaultState: z.enum(['qld', 'nsw', 'vic', 'sa', 'wa', 'tas', 'nt', 'act']).default('qld'),
  overrideCity: z.string().optional(),
  socialUrls: z
    .partialRecord(z.enum(['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin']), z.url())
    .default({}),
  phones: z.object({
    sales: z.string().min(8),
    service: z.string().optional(),
    parts: z.string().optional(),
  }),
  dealerships: z.array(z.string()).min(1), // dealership slugs this site sells for
  hiddenDealerships: z.array(z.string()).default([]),
  hiddenLocations: z.array(z.string()).default([]),

  // ── Theme (applied as CSS variables) ──
  theme: z.object({
    brand: hex,
    brandContrast: hex,
    accent: hex,
    accentContrast: hex,
    surface: hex,
    ink: hex,
    heroFrom: hex,
    heroTo: hex,
    tagDefault: hex.default('#c8102e'),
    // Own tags shown green instead of the default red, compared case-insensitively (e.g. 'runout sale').
    greenTags: z.array(z.string()).default([]),
    radius: z.enum(['none', 'small', 'large']).default('small'),
    font: z.enum(['sans', 'condensed', 'rounded']).default('sans'),
  }),

  // ── Copy and labels ──
  copy: z.object({
    heroTitle: z.string().min(1),
    heroSubtitle: z.string().min(1),
    searchPlaceholder: z.string().default('Search make, model or keyword'),
    featuredHeading: z.string().default('Featured stock'),
    noPriceText: z.string().default('Enquire for price.'),
    enquireLabel: z.enum(['Enquire Now', 'Message Now']).default('Enquire Now'),
    financeApprovalText: z.string().default('Get Finance'),
    soldTagText: z.string().default('JUST SOLD'),
    newTagText: z.string().default('New'),
    footerAbout: z.string().min(1),
    disclaimer: z.string().min(1),
  }),
  buttonLabels: z.partialRecord(ActionButton, z.string().min(1)).default({}),

  // ── Feature switches ──
  features: z.object({
    favourites: z.boolean().default(false),
    compare: z.boolean().default(false),
    garage: z.boolean().default(false),
    watchlist: z.boolean().default(true),
    signInGating: z.boolean().default(false),
    gatedRoutes: z
      .array(
        z.enum([
          'checkout',
          'finance',
          'spin-to-win',
          'online-payment',
          'my-garage',
          'trade-in',
          'sell-my-car',
        ]),
      )
      .default([]),
    electricTag: z.boolean().default(false),
    certifiedProgramme: z.boolean().default(false),
    checkout: z.boolean().default(false),
    checkoutRoute: z.enum(['checkout', 'buy-online']).default('checkout'),
    deliveryCalculator: z.boolean().default(false),
    fuelCalculator: z.boolean().default(true),
    brandsPage: z.boolean().default(false),
    statsBanner: z.boolean().default(false),
    viewCount: z.boolean().default(false),
    autograb: z.boolean().default(false),
    redbook: z.boolean().default(false),
    offersSubscription: z.boolean().default(false),
    salesCounter: z.boolean().default(false),
    accordionEnquiry: z.boolean().default(false),
    multiStepEnquiry: z.boolean().default(false),
    usedCarRoutes: z.boolean().default(false), // breadcrumbs and stock links under /used-car/...
    // The dealer's chat assistant (an instant-messaging link); forms offer it only when one is configured.
    autobot: z.object({ label: z.string().min(1), href: z.url() }).optional(),
    blog: z.boolean().default(false),
    plugins: z.array(z.enum(['valuation'])).default([]),
  }),

  // ── Buttons per card and per vehicle page ──
  buttons: z.object({
    card: z.array(ActionButton).min(1),
    vehiclePage: z.array(ActionButton).min(1),
  }),

  // ── Finance ──
  finance: z.object({
    provider: FinanceProviderKind,
    layout: z.enum(['standard', 'angle', 'compact']).default('standard'),
    calculatorMinAmount: z.number().int().positive().default(1000),
    calculatorMaxAmount: z.number().int().positive().default(250000),
    defaultTermYears: z.number().min(1).max(7).default(6),
    maxTermYears: z.number().min(1).max(7).default(7),
    interestMin: z.number().min(0).default(0.5),
    interestMax: z.number().max(20).default(15),
    interestLocked: z.boolean().default(false),
    // Makes whose compact calculator lends up to 105 % of a price above $100,000 (AF §5).
    overPriceMakes: z.array(z.string()).default([]),
    excludedManufacturers: z.array(z.string()).default([]),
    excludedDealerships: z.array(z.string()).default([]),
    callToActionStock: z.boolean().default(false),
  }),

  // ── Stock and search ──
  stockFilter: StockFilterSchema,
  searchCategories: z.array(z.string()).default([]),
  popularMakes: z.array(z.string()).default([]),
  customBodies: z.boolean().default(false),
  includeSoldCarsDays: z.number().int().min(0).max(60).default(3),
  // How many similar cars a vehicle page shows (and holds room for while they load): up to 6 (AF §9).
  similarCarsPageSize: z.number().int().min(1).max(SIMILAR_CARS_MAX).default(SIMILAR_CARS_MAX),
  emptyResultsRefreshPath: path.default('/special-offers'),
  promoPlacement: PromoPlacement.default({ mode: 'every', every: 6 }),
  promos: z.array(PromoSchema).default([]),

  // ── Menus ──
  header: z.object({ menu: z.array(MenuItem).min(1), showBrandMegaMenu: z.boolean().default(false) }),
  footer: z.object({ columns: z.array(FooterColumn).min(1), groupLinks: z.array(MenuLink).default([]) }),

  // ── Locations, reviews, group presentation ──
  location: z.object({
    block: z
      .enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'by-id'])
      .default('primary'),
    locationId: z.number().int().optional(),
    enquireNowForClosedService: z.boolean().default(false),
    mapZoom: z.number().int().min(1).max(20).default(10),
  }),
  reviews: z.object({
    show: z.boolean().default(true),
    minimumRating: z.number().min(0).max(5).default(4),
    fullQuantity: z.number().int().default(12),
  }),
  stats: z.array(z.object({ value: z.string(), label: z.string() })).default([]),
  brands: z
    .object({
      car: z.array(BrandEntry).default([]),
      motorcycle: z.array(BrandEntry).default([]),
      truck: z.array(BrandEntry).default([]),
      ours: z.array(BrandEntry).default([]),
    })
    .default({ car: [], motorcycle: [], truck: [], ours: [] }),
  groupLocations: z.array(GroupLocationEntry).default([]),

  // ── Vehicle page sections ──
  carPage: z.object({
    whatsIncluded: z.array(z.string()).default([]),
    whyBuyFromUs: z.array(z.string()).default([]),
    protectYourCar: z.array(z.string()).default([]),
    banner: z.array(z.object({ title: z.string(), href: path })).default([]),
    reserveDepositDefault: z.number().int().min(0).default(200),
    moneyBackGuaranteeHours: z.number().int().min(0).default(0),
    // The media block opens on the 360° spin for most dealers; one prefers its photo gallery.
    spinStartView: z.enum(['spinner', 'gallery']).default('spinner'),
    // Each manufacturer's certified pre-owned programme the site presents, keyed by make: its lines join
    // What's Included and its benefits fill the '{make} Certified' dialog, on certified cars of that make only.
    certifiedProgrammes: z
      .array(
        z.object({
          make: z.string().min(1),
          whatsIncluded: z.array(z.string()).default([]),
          benefits: z.array(z.string()).default([]),
        }),
      )
      .default([]),
  }),

  // ── Forms ──
  forms: z.object({
    postcodeRequired: z.boolean().default(false),
    commentsRequired: z.boolean().default(true),
    termsCheckbox: z.boolean().default(false),
    showCategorySelect: z.boolean().default(false),
    showLocationSelect: z.boolean().default(false),
    showDealershipSelect: z.boolean().default(false),
    additionalServices: z.array(z.string()).default([]),
    quickPickChips: z.array(z.number().int().positive()).optional(),
  }),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;

/** A template is a partial site config; a site names it in `extends` and overrides field by field. */
export type SiteTemplate = DeepPartial<SiteConfigInput>;
export type SiteFile = DeepPartial<SiteConfigInput> & { extends?: string };

type DeepPartial<T> = T extends unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

export class SiteConfigError extends Error {}

export function parseSiteConfig(slug: string, raw: unknown): SiteConfig {
  const result = SiteConfigSchema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new SiteConfigError(`Invalid config for site '${slug}': ${fields.join('; ')}`);
  }
  return result.data;
}

/** Objects merge key by key; arrays and scalars from the site replace the template's. */
export function mergeConfig<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override))
    return (override === undefined ? base : override) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    out[key] = key in out ? mergeConfig(out[key], value) : value;
  }
  return out as T;
}
