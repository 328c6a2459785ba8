import { z } from 'zod';
import { TILE_PLACEHOLDERS, TILE_TEMPLATE_FIELDS } from '@/lib/geo/tiles';
import { isSendableFrom, UNSENDABLE_FROM_MESSAGE } from '@/lib/mail/sendable';
import { DEFAULT_RESPONSE_MINUTES, LEAD_RESPONSE_MINUTES } from '../enquiries/response-time';
import { SIMILAR_CARS_MAX } from './similar-cars';

// Every per-site setting the spec names. A site file in config/sites/ (optionally extending a template
// in config/sites/templates/) is validated against this schema when the seed loads it and again when the
// app reads it from the database; an invalid config fails naming the site and the field. Every object is
// strict, so a misspelt field is an error rather than a setting silently ignored, and every field carries
// a description for the people who write site files (docs/site-config.schema.json is generated from them).

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour (#rrggbb)');
const path = z.string().regex(/^(\/|https?:\/\/|tel:|mailto:)/, 'expected a path (/...) or a URL');
const url = z.url({ error: 'expected a URL like https://www.example.com.au/' });
const isoDate = z.iso.datetime({
  offset: true,
  error: 'expected an ISO date and time like 2026-06-30T23:59:59+10:00',
});
const text = z.string().min(1, 'expected some text, not an empty string');
const slug = z.string().regex(/^[a-z0-9-]+$/, 'expected lowercase letters, digits and dashes');
// Lowercase DNS labels of up to 63 characters, at least two of them: no scheme, port, path or trailing dot.
const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
    'expected a host name like www.example.com.au',
  );

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

const MenuLink = z.strictObject({
  label: text.describe('The text of the link.'),
  href: path.describe('Where the link goes: a path on this site (/...) or a full URL.'),
});
const MenuItem = MenuLink.extend({
  children: z
    .array(MenuLink)
    .default([])
    .describe(
      "The item's dropdown links; the item's own page leads the list unless one of them. Default: none.",
    ),
});
const FooterColumn = z.strictObject({
  title: text.describe('The heading of the column.'),
  links: z.array(MenuLink).describe("The column's links, in order."),
});

export const StockFilterSchema = z
  .strictObject({
    hiddenFromStockCount: z
      .number()
      .int()
      .min(0)
      .max(14)
      .default(0)
      .describe(
        'Cars whose feed value hidden_from_stock (0 to 14) is above this number are hidden. Default: 0.',
      ),
    usedOnly: z.boolean().default(false).describe('List used cars only. Default: false.'),
    inStockOnly: z
      .boolean()
      .default(false)
      .describe('List only cars in stock now: no coming-soon or recently sold cars. Default: false.'),
    excludedMakes: z.array(z.string()).default([]).describe('Makes the site never lists. Default: none.'),
    itemTypes: z
      .array(z.enum(['car', 'motorcycle', 'truck', 'caravan']))
      .default(['car'])
      .describe('The kinds of vehicle the site lists. Default: car.'),
    priceAboveZeroOnPriceAsc: z
      .boolean()
      .default(false)
      .describe(
        'When results are sorted by price, lowest first, cars without a price are left out. Default: false.',
      ),
  })
  .describe('Which stock the site lists: applied under every search and stock page.');
export type StockFilter = z.infer<typeof StockFilterSchema>;

const PromoPlacement = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('every').describe('A promo card at every n-th place of the results.'),
    every: z.number().int().min(2).max(30).describe('Every how many places a promo card goes, 2 to 30.'),
  }),
  z.strictObject({
    mode: z.literal('random').describe('A random number of result cards before and between promo cards.'),
    min: z.number().int().min(1).describe('The fewest result cards before and between promo cards.'),
    max: z.number().int().min(1).describe('The most result cards before and between promo cards.'),
  }),
  z.strictObject({
    mode: z.literal('fixed').describe('Promo cards at fixed places of the results.'),
    positions: z
      .array(z.number().int().min(1))
      .min(1)
      .describe('The places of the promo cards, 1 being the first cell of the results.'),
  }),
]);

export const PromoSchema = z.strictObject({
  kind: z
    .enum(['card', 'banner', 'slide'])
    .describe(
      'card: among search results; banner: in the strip atop the home page; slide: in the home page slider (1920 by 540).',
    ),
  name: text.describe("The promo's own name, for the people who manage it; not shown on the site."),
  title: text.describe("The promo's headline."),
  description: z.string().optional().describe('A line under the headline of a promo card.'),
  url: path.optional().describe('Where the promo links: a path on this site (/...) or a full URL.'),
  image: z.string().optional().describe("The slide's image (with the promo slider)."),
  hideOverlay: z
    .boolean()
    .default(false)
    .describe('A slide shows its image without text over it (with the promo slider). Default: false.'),
  start: isoDate
    .optional()
    .describe('When the promo starts showing (ISO date and time); at once when absent.'),
  expiry: isoDate.optional().describe('When the promo stops showing (ISO date and time); never when absent.'),
  position: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe(
      'Order among promos of its kind, lowest first; banners at 0 keep their place in the list. Default: 0.',
    ),
  display: z.boolean().default(true).describe('Show the promo at all. Default: true.'),
  strictDisplay: z
    .boolean()
    .default(false)
    .describe('Show the promo only when it has a start or expiry date, never open-ended. Default: false.'),
});

const BrandEntry = z.strictObject({
  title: text.describe("The brand's name on the Brands page and its overview page."),
  slug: slug.describe("The brand's address: /{slug}/overview."),
  logo: z
    .string()
    .optional()
    .describe("The brand's logo image; the platform's logo for the slug when absent."),
  banner: z.string().optional().describe("A wide image across the top of the brand's overview page."),
  description: z
    .array(z.string())
    .default([])
    .describe(
      "Paragraphs of the brand's overview page; the first also describes it to search engines. Default: none.",
    ),
  skipPage: z
    .boolean()
    .default(false)
    .describe('The brand has no overview page and its tile is not a link. Default: false.'),
});

const GroupLocationEntry = z.strictObject({
  name: z.string().describe("The area's heading on the dealer locator."),
  slug: z
    .string()
    .describe("The area's slug, the end of its dealerships' slugs ('ipswich' holds 'summit-kia-ipswich')."),
  visible: z
    .boolean()
    .default(true)
    .describe('Show the area and its locations on the dealer locator. Default: true.'),
  image: z.string().optional().describe("A small picture beside the area's heading."),
});

/** The mark, in the schema and its JSON Schema, of a setting a site's managers may change as well as its owners. */
export const MANAGERS_EDIT = 'x-managers-edit';
/** The settings of a site its managers keep: its words, offers and reviews; the rest is the owners'. */
const MANAGER_SETTINGS = [
  'phones',
  'socialUrls',
  'copy',
  'buttonLabels',
  'promoPlacement',
  'promos',
  'stats',
  'carPage',
  'reviews',
] as const;

function markedForManagers<T extends Record<string, z.ZodType>>(shape: T): T {
  const marked: Record<string, z.ZodType> = { ...shape };
  for (const key of MANAGER_SETTINGS) marked[key] = shape[key].meta({ [MANAGERS_EDIT]: true });
  return marked as T;
}

export const SiteConfigSchema = z.strictObject(
  markedForManagers({
    // ── Identity ──
    slug: slug.describe("The site's identifier; in development the site also answers on {slug}.localhost."),
    name: text.describe("The dealer's name, in page titles, the footer and the copyright line."),
    hostnames: z
      .array(hostname)
      .default([])
      .describe(
        'Host names the site answers on, without scheme, port or path; the first is its public address.',
      ),
    siteType: z
      .enum(['franchise', 'used-supermarket', 'dealer-group', 'specialist'])
      .describe(
        "The kind of dealer business; picks the budget finder's quick picks when forms.quickPickChips is unset.",
      ),
    tagline: text.describe('A short line in the header, page titles and the share image.'),
    logo: z
      .strictObject({
        text: text.describe('The name written beside the monogram in the header and on the share image.'),
        mark: z
          .string()
          .min(1, 'expected a one or two letter monogram')
          .describe('The one or two letter monogram on the logo tile and the favicon.'),
        image: z
          .string()
          .regex(/^\/media\/[A-Za-z0-9/_.-]{1,200}\.webp$/, 'expected an uploaded logo (/media/….webp)')
          .optional()
          .describe(
            "The dealer's own logo, uploaded in the console (320 by 80, shown at 160 by 40): in the header in place of the monogram tile. Default: none.",
          ),
      })
      .describe("The site's logo: a monogram tile (or the dealer's own logo image) and a name."),
    address: text.describe("The dealer's street address, in the header and the footer."),
    defaultState: z
      .enum(['qld', 'nsw', 'vic', 'sa', 'wa', 'tas', 'nt', 'act'])
      .default('qld')
      .describe(
        "The dealer's home state: its time zone dates the site's change history, and trade-in forms start on it. Default: qld.",
      ),
    overrideCity: z
      .string()
      .optional()
      .describe(
        "The city the vehicle page's 'Located at {city}' compares a car's city with, instead of the primary location's.",
      ),
    socialUrls: z
      .partialRecord(
        z.enum(['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin']),
        url.describe("The full URL of the dealer's page on this network."),
      )
      .default({})
      .describe("The dealer's social media pages, linked from the footer. Default: none."),
    phones: z
      .strictObject({
        sales: z
          .string()
          .min(8, 'expected a phone number of at least 8 characters')
          .describe('The sales number: in the footer, on vehicle and contact pages, and on call buttons.'),
        service: z.string().optional().describe('The service number, in the footer when given.'),
        parts: z.string().optional().describe('The parts phone number, shown in the footer.'),
      })
      .describe("The dealer's phone numbers."),
    dealerships: z
      .array(z.string())
      .min(1)
      .describe('Slugs of the dealerships whose stock this site sells, at least one.'),
    hiddenDealerships: z
      .array(z.string())
      .default([])
      .describe(
        'Slugs of dealerships (of those above) whose stock, locations and form choices are hidden. Default: none.',
      ),
    hiddenLocations: z
      .array(z.string())
      .default([])
      .describe(
        'Slugs of locations left out of the directory, lead forms and test-drive bookings. Default: none.',
      ),

    // ── Theme (applied as CSS variables) ──
    theme: z
      .strictObject({
        brand: hex.describe('The main brand colour: buttons, links and the logo tile (#rrggbb).'),
        brandContrast: hex.describe('The text colour on the brand colour (#rrggbb).'),
        accent: hex.describe('The second colour: the footer and the vehicle page tiles (#rrggbb).'),
        accentContrast: hex.describe('The text colour on the accent colour (#rrggbb).'),
        surface: hex.describe('The background of panels and light sections (#rrggbb).'),
        ink: hex.describe('The colour of body text (#rrggbb).'),
        heroFrom: hex.describe("The start of the home page hero's gradient and the share image's (#rrggbb)."),
        heroTo: hex.describe("The end of the home page hero's gradient and the share image's (#rrggbb)."),
        tagDefault: hex
          .default('#c8102e')
          .describe("The colour of the cars' own tags that are not green (#rrggbb). Default: #c8102e."),
        greenTags: z
          .array(z.string())
          .default([])
          .describe("Cars' own tags shown green, matched ignoring case (e.g. 'runout sale'). Default: none."),
        radius: z
          .enum(['none', 'small', 'large'])
          .default('small')
          .describe('The rounding of corners: none (0 px), small (6 px) or large (14 px). Default: small.'),
        font: z
          .enum(['sans', 'condensed', 'rounded'])
          .default('sans')
          .describe("The site's typeface. Default: sans."),
      })
      .describe("The site's colours, corners and typeface."),

    // ── Copy and labels ──
    copy: z
      .strictObject({
        heroTitle: text.describe("The home page's main heading."),
        heroSubtitle: text.describe(
          'The line under the home page heading, also the description search engines show.',
        ),
        searchPlaceholder: z
          .string()
          .default('Search make, model or keyword')
          .describe("The hint in the stock search box. Default: 'Search make, model or keyword'."),
        featuredHeading: z
          .string()
          .default('Featured stock')
          .describe("The heading of the home page's featured stock. Default: 'Featured stock'."),
        noPriceText: z
          .string()
          .default('Enquire for price.')
          .describe("Shown in place of the price of a car without one. Default: 'Enquire for price.'."),
        enquireLabel: z
          .enum(['Enquire Now', 'Message Now'])
          .default('Enquire Now')
          .describe("The enquire button's label, unless buttonLabels gives one. Default: 'Enquire Now'."),
        financeApprovalText: z
          .string()
          .default('Get Finance')
          .describe("The vehicle page's finance call to action. Default: 'Get Finance'."),
        soldTagText: z.string().default('JUST SOLD').describe("The tag on sold cars. Default: 'JUST SOLD'."),
        newTagText: z.string().default('New').describe("The tag on recently added cars. Default: 'New'."),
        footerAbout: text.describe('A short paragraph about the dealer in the footer.'),
        disclaimer: text.describe('The legal disclaimer at the foot of every vehicle page.'),
      })
      .describe("The site's own wording."),
    buttonLabels: z
      .partialRecord(ActionButton, text.describe('The label this button shows instead of its default.'))
      .default({})
      .describe('Labels replacing the default text of action buttons, by button. Default: none.'),

    // ── Feature switches ──
    features: z
      .strictObject({
        favourites: z
          .boolean()
          .default(false)
          .describe('Shoppers can save cars to favourites, kept in their browser. Default: false.'),
        compare: z
          .boolean()
          .default(false)
          .describe(
            'Comparing up to four cars picked from the cards, side by side at /compare. Default: false.',
          ),
        garage: z
          .boolean()
          .default(false)
          .describe(
            "The signed-in shopper's garage (/my-garage): their own vehicles, saved cars and searches. Default: false.",
          ),
        watchlist: z
          .boolean()
          .default(true)
          .describe("Save buttons and the signed-in shopper's watchlist. Default: true."),
        signInGating: z
          .boolean()
          .default(false)
          .describe(
            'Sign-in before the gated routes: checkout, personalised finance, spin-to-win, online payment and the garage, and those of gatedRoutes. Default: false.',
          ),
        gatedRoutes: z
          .array(z.enum(['trade-in', 'sell-my-car']))
          .default([])
          .describe(
            'The optionally gated pages that also need sign-in under signInGating (the others always do). Default: none.',
          ),
        electricTag: z
          .boolean()
          .default(false)
          .describe('In-stock electric and hybrid cars carry an Electric or Hybrid tag. Default: false.'),
        certifiedProgramme: z
          .boolean()
          .default(false)
          .describe(
            "Certified used cars show their make's programme (carPage.certifiedProgrammes). Default: false.",
          ),
        checkout: z
          .boolean()
          .default(false)
          .describe('Cars that allow it offer the Reserve button, to reserve online. Default: false.'),
        checkoutRoute: z
          .enum(['checkout', 'buy-online'])
          .default('checkout')
          .describe(
            "The reserve page's address: /cars/{slug}/checkout or /cars/{slug}/buy-online. Default: checkout.",
          ),
        deliveryCalculator: z
          .boolean()
          .default(false)
          .describe('The vehicle page has the delivery cost calculator. Default: false.'),
        fuelCalculator: z
          .boolean()
          .default(true)
          .describe(
            'The vehicle page has the fuel cost calculator, for cars of a known fuel. Default: true.',
          ),
        brandsPage: z
          .boolean()
          .default(false)
          .describe('The site has the Brands page (/brands) and brand overview pages. Default: false.'),
        statsBanner: z
          .boolean()
          .default(false)
          .describe('The home page shows the stats banner (stats). Default: false.'),
        ourLocations: z
          .boolean()
          .default(false)
          .describe(
            "The home page shows the 'Our Locations' carousel of the site's locations (with two or more). Default: false.",
          ),
        viewCount: z
          .boolean()
          .default(false)
          .describe('Cards and vehicle pages show how often the car was viewed. Default: false.'),
        autograb: z
          .boolean()
          .default(false)
          .describe(
            'The vehicle page shows how the price compares with the average market price (AutoGrab data). Default: false.',
          ),
        redbook: z
          .boolean()
          .default(false)
          .describe(
            'Redbook vehicle data: the trade-in valuation suggests the badges and series known for the make and model. Default: false.',
          ),
        offersSubscription: z
          .boolean()
          .default(false)
          .describe('Cars with a weekly subscription price show it in their price block. Default: false.'),
        salesCounter: z
          .boolean()
          .default(false)
          .describe(
            'The home page shows the animated sales counter: cars sold today, 192 a day. Default: false.',
          ),
        accordionEnquiry: z
          .boolean()
          .default(false)
          .describe('The vehicle page has an enquiry form in an accordion. Default: false.'),
        multiStepEnquiry: z
          .boolean()
          .default(false)
          .describe(
            'Lead forms ask for contact details first and the rest on a second step. Default: false.',
          ),
        usedCarRoutes: z
          .boolean()
          .default(false)
          .describe(
            'Stock pages also answer under /used-car/... and breadcrumbs link there. Default: false.',
          ),
        autobot: z
          .strictObject({
            label: text.describe('The text of the chat link.'),
            href: url.describe("The chat assistant's URL."),
          })
          .optional()
          .describe(
            "The dealer's chat assistant, offered on lead forms as an instant-messaging link; none by default.",
          ),
        blog: z
          .boolean()
          .default(false)
          .describe('Blog article links, which take effect with the blog. Default: false.'),
        plugins: z
          .array(z.enum(['valuation']))
          .default([])
          .describe(
            "Add-ons the site runs: 'valuation', the trade-in question on the pages of eligible cars (in stock, not reserved, priced above $200). Default: none.",
          ),
      })
      .prefault({})
      .describe('Optional parts of the site, each switched on or off.'),

    // ── Buttons per card and per vehicle page ──
    buttons: z
      .strictObject({
        card: z
          .array(ActionButton)
          .min(1)
          .describe('The buttons on each stock card, in order, at least one.'),
        vehiclePage: z
          .array(ActionButton)
          .min(1)
          .describe('The buttons on the vehicle page, in order, at least one.'),
      })
      .describe('Which action buttons show, and in what order.'),

    // ── Finance ──
    finance: z
      .strictObject({
        provider: FinanceProviderKind.describe(
          "The lender whose figures the site shows: 'youx' the instant quote (the platform's quote engine, or YouX's API when configured), the others the cars' lender data; or 'none' for no finance panel.",
        ),
        layout: z
          .enum(['standard', 'angle', 'compact'])
          .default('standard')
          .describe(
            'The finance panel: loan details listed, folded (compact), or without a final payment (angle). Default: standard.',
          ),
        calculatorMinAmount: z
          .number()
          .int()
          .positive()
          .default(1000)
          .describe("The finance calculator's lowest amount, in dollars. Default: 1000."),
        calculatorMaxAmount: z
          .number()
          .int()
          .positive()
          .default(250000)
          .describe("The sidebar finance calculator's highest amount, in dollars. Default: 250000."),
        defaultTermYears: z
          .number()
          .min(1)
          .max(7)
          .default(6)
          .describe('The loan term the calculators start at, in years (1 to 7). Default: 6.'),
        maxTermYears: z
          .number()
          .min(1)
          .max(7)
          .default(7)
          .describe('The longest loan term the calculators offer, in years (1 to 7). Default: 7.'),
        interestMin: z
          .number()
          .min(0)
          .default(0.5)
          .describe('The lowest interest rate the calculators offer, in % a year. Default: 0.5.'),
        interestMax: z
          .number()
          .max(20)
          .default(15)
          .describe('The highest interest rate the calculators offer, in % a year, at most 20. Default: 15.'),
        interestLocked: z
          .boolean()
          .default(false)
          .describe(
            'The calculators show the interest rate without letting shoppers change it. Default: false.',
          ),
        overPriceMakes: z
          .array(z.string())
          .default([])
          .describe(
            'Makes whose compact calculator lends up to 105 % of a price above $100,000. Default: none.',
          ),
        excludedDealerships: z
          .array(z.string())
          .default([])
          .describe('Slugs of dealerships whose cars are offered no finance. Default: none.'),
        callToActionStock: z
          .boolean()
          .default(false)
          .describe(
            "The finance page features used stock ('Get Finance Now') when no car is named; takes effect with the finance pages. Default: false.",
          ),
      })
      .describe('Finance offers and the repayment calculators.'),

    tradeIn: z
      .strictObject({
        marginPercent: z
          .number()
          .min(0)
          .max(40)
          .default(12)
          .describe(
            "The dealer's margin taken off the market value of a trade-in, in % (0 to 40). Default: 12.",
          ),
        offerValidDays: z
          .number()
          .int()
          .min(1)
          .max(30)
          .default(7)
          .describe('How many days a trade-in offer stands once made (1 to 30). Default: 7.'),
        sellPath: z
          .enum(['/sell-my-car', '/sell-your-car'])
          .default('/sell-my-car')
          .describe(
            "The sell-your-car page's address: /sell-my-car or /sell-your-car. Default: /sell-my-car.",
          ),
        carTradeInPath: z
          .enum(['/trade-in', '/cars/trade-in'])
          .default('/trade-in')
          .describe(
            "Where a car's Trade-In button leads: /trade-in?car_id= or /cars/trade-in?car_id=. Default: /trade-in.",
          ),
        saveToAccount: z
          .boolean()
          .default(false)
          .describe(
            "A signed-in shopper's latest valuation is kept on their account (POST /api/miscellaneous) and shown there. Default: false.",
          ),
      })
      .prefault({})
      .describe('Trade-in valuations: the margin, how long an offer stands and the pages.'),

    // ── Stock and search ──
    stockFilter: StockFilterSchema.prefault({}),
    searchCategories: z
      .array(z.string())
      .default([])
      .describe(
        'The categories the special-offers search narrows by; others are ignored. Default: none (any category).',
      ),
    popularMakes: z
      .array(z.string())
      .default([])
      .describe(
        "Popular makes: how many there are sets how many makes the search lists before 'Show all makes' (7 when none).",
      ),
    customBodies: z
      .boolean()
      .default(false)
      .describe('The search offers up to 20 body types instead of 4. Default: false.'),
    includeSoldCarsDays: z
      .number()
      .int()
      .min(0)
      .max(60)
      .default(3)
      .describe('How many days a sold car stays listed, 0 to 60. Default: 3.'),
    similarCarsPageSize: z
      .number()
      .int()
      .min(1)
      .max(SIMILAR_CARS_MAX)
      .default(SIMILAR_CARS_MAX)
      .describe('How many similar cars a vehicle page shows, 1 to 6. Default: 6.'),
    emptyResultsRefreshPath: path
      .default('/special-offers')
      .describe('Where a search without results sends the shopper. Default: /special-offers.'),
    promoPlacement: PromoPlacement.default({ mode: 'every', every: 6 }).describe(
      'Where promo cards go among the search results. Default: every 6th place.',
    ),
    promos: z
      .array(PromoSchema)
      .default([])
      .describe(
        "The site's promotions: cards among search results, banners and slides on the home page. Default: none.",
      ),

    // ── Menus ──
    header: z
      .strictObject({
        menu: z.array(MenuItem).min(1).describe("The header menu's items, in order, at least one."),
        showBrandMegaMenu: z
          .boolean()
          .default(false)
          .describe(
            "The header's Brands item opens every brand logo by group (with features.brandsPage). Default: false.",
          ),
      })
      .describe("The site header's menu."),
    footer: z
      .strictObject({
        columns: z
          .array(FooterColumn)
          .min(1)
          .describe("The footer's columns of links, in order, at least one."),
        groupLinks: z
          .array(MenuLink)
          .default([])
          .describe(
            "Links to the group's other businesses, in a row at the foot of every page. Default: none.",
          ),
      })
      .describe("The site footer's links."),

    // ── Locations, reviews, group presentation ──
    location: z
      .strictObject({
        block: z
          .enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'by-id'])
          .default('primary')
          .describe('Which locations the location block under the contact page shows. Default: primary.'),
        locationId: z
          .number()
          .int()
          .optional()
          .describe("The location the location block shows when block is 'by-id'."),
        enquireNowForClosedService: z
          .boolean()
          .default(false)
          .describe(
            "Closed days of service locations read Enquire Now (the location's contact form), not Closed. Default: false.",
          ),
        mapZoom: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(10)
          .describe(
            "The zoom of a location's map (drawn when it has no photo) and of its 'View on map' link, 1 to 20. Default: 10.",
          ),
        linksToContact: z
          .boolean()
          .default(false)
          .describe(
            "A manufacturer-specific site: View Details and View Location Details open /contact, not the location's page. Default: false.",
          ),
        tiles: z
          .strictObject({
            url: z
              .string()
              .max(500)
              .regex(/^https?:\/\/[^\s]+$/, { error: 'expected an http(s) URL template' })
              .refine((template) => TILE_PLACEHOLDERS.every((p) => template.includes(p)), {
                error: `expected the placeholders ${TILE_PLACEHOLDERS.join(', ')}`,
              })
              .refine(
                (template) => (template.match(/\{[^}]*\}/g) ?? []).every((p) => TILE_TEMPLATE_FIELDS.has(p)),
                {
                  error: 'expected no placeholders but {z}, {x}, {y} and {key}',
                },
              )
              .describe('The tile address, e.g. https://tiles.example.com/{z}/{x}/{y}.png?key={key}.'),
            key: z
              .string()
              .min(1)
              .max(200)
              .optional()
              .describe(
                'The browser key put in place of {key}: sent with every tile, so restrict it by referrer.',
              ),
            attribution: z
              .string()
              .min(1)
              .max(200)
              .describe(
                "Plain text shown on every map, as the service's licence asks, e.g. '© OpenStreetMap contributors'.",
              ),
            maxZoom: z
              .number()
              .int()
              .min(1)
              .max(22)
              .default(19)
              .describe("The service's deepest zoom. Default: 19."),
          })
          .refine((tiles) => !tiles.url.includes('{key}') || tiles.key !== undefined, {
            path: ['key'],
            error: 'the URL has {key}: give the key',
          })
          .optional()
          .describe(
            'A raster tile service: locations without a photo get a map of its tiles, interactive on their own page. Without one, maps are drawn from the bundled coastline.',
          ),
      })
      .prefault({})
      .describe('The location block and the location pages.'),
    reviews: z
      .strictObject({
        show: z
          .boolean()
          .default(true)
          .describe("Show locations' ratings and customer reviews. Default: true."),
        minimumRating: z
          .number()
          .min(0)
          .max(5)
          .default(4)
          .describe(
            "A location's rating and reviews show only when its average is above this, 0 to 5 (4.0 at 4: none). Default: 4.",
          ),
        fullQuantity: z
          .number()
          .int()
          .default(12)
          .describe("How many of a location's newest reviews its page lists. Default: 12."),
      })
      .prefault({})
      .describe('Customer ratings and reviews of the locations.'),
    stats: z
      .array(
        z.strictObject({
          value: z.string().describe("The figure, e.g. '1,000+'."),
          label: z.string().describe("What the figure counts, e.g. 'cars in stock'."),
        }),
      )
      .default([])
      .describe('The figures of the home page stats banner (features.statsBanner). Default: none.'),
    brands: z
      .strictObject({
        car: z.array(BrandEntry).default([]).describe("The brands under 'Car Brands'. Default: none."),
        motorcycle: z
          .array(BrandEntry)
          .default([])
          .describe("The brands under 'Motorcycle Brands'. Default: none."),
        truck: z.array(BrandEntry).default([]).describe("The brands under 'Truck Brands'. Default: none."),
        ours: z.array(BrandEntry).default([]).describe("The brands under 'Our Brands'. Default: none."),
      })
      .default({ car: [], motorcycle: [], truck: [], ours: [] })
      .describe(
        'The tiles of the Brands page (features.brandsPage), by group, each in order. Default: none.',
      ),
    groupLocations: z
      .array(GroupLocationEntry)
      .default([])
      .describe(
        "The group's areas on the dealer locator, in order, each listing its dealerships' locations. Default: none (one list).",
      ),

    // ── Vehicle page sections ──
    carPage: z
      .strictObject({
        whatsIncluded: z
          .array(z.string())
          .default([])
          .describe("Points under What's Included on every vehicle page. Default: none."),
        whyBuyFromUs: z
          .array(z.string())
          .default([])
          .describe('Points under Why Buy From Us? on vehicle pages and the home page. Default: none.'),
        protectYourCar: z
          .array(z.string())
          .default([])
          .describe('Points under Protect Your Car on vehicle pages. Default: none.'),
        banner: z
          .array(
            z.strictObject({
              title: z.string().describe('The text of the tile.'),
              href: path.describe('Where the tile links: a path on this site (/...) or a full URL.'),
            }),
          )
          .default([])
          .describe("Link tiles after the vehicle page's sections. Default: none."),
        reserveDepositDefault: z
          .number()
          .int()
          .min(0)
          .default(200)
          .describe(
            'The reserve deposit, in dollars, of cars without their own; 0 offers no reserving. Default: 200.',
          ),
        dealerDelivery: z
          .number()
          .int()
          .min(0)
          .default(0)
          .describe(
            'The dealer delivery charge, in dollars, in the drive-away estimate of cars whose price excludes on-road costs (0 for none). Default: 0.',
          ),
        moneyBackGuaranteeHours: z
          .number()
          .int()
          .min(0)
          .default(0)
          .describe(
            'The money-back guarantee on used cars, in hours (0 for none), shown on the reserve page. Default: 0.',
          ),
        spinStartView: z
          .enum(['spinner', 'gallery'])
          .default('spinner')
          .describe(
            "What the vehicle page's media opens on: the 360° spin or the photo gallery. Default: spinner.",
          ),
        certifiedProgrammes: z
          .array(
            z.strictObject({
              make: text.describe('The make that runs the programme, matched ignoring case.'),
              whatsIncluded: z
                .array(z.string())
                .default([])
                .describe("Points added under What's Included on this make's certified cars. Default: none."),
              benefits: z
                .array(z.string())
                .default([])
                .describe("The benefits listed in the '{make} Certified' dialog. Default: none."),
            }),
          )
          .default([])
          .describe(
            "Manufacturers' certified pre-owned programmes, for certified cars of their make. Default: none.",
          ),
      })
      .prefault({})
      .describe("The site's own sections of the vehicle page."),

    // ── Forms ──
    forms: z
      .strictObject({
        postcodeRequired: z
          .boolean()
          .default(false)
          .describe('Lead forms require a postcode. Default: false.'),
        commentsRequired: z
          .boolean()
          .default(true)
          .describe('Enquiry and contact forms require a message. Default: true.'),
        termsCheckbox: z
          .boolean()
          .default(false)
          .describe('Lead forms have a terms and conditions box that must be ticked. Default: false.'),
        showCategorySelect: z
          .boolean()
          .default(false)
          .describe('The contact form asks for a category. Default: false.'),
        showLocationSelect: z
          .boolean()
          .default(false)
          .describe('Contact and enquiry forms ask for a location. Default: false.'),
        showDealershipSelect: z
          .boolean()
          .default(false)
          .describe('The contact form asks for a dealership. Default: false.'),
        additionalServices: z
          .array(z.string())
          .default([])
          .describe('Services lead forms offer as checkboxes to hear about. Default: none.'),
        quickPickChips: z
          .array(z.number().int().positive())
          .optional()
          .describe(
            "Budgets in dollars offered as quick picks by the home page's budget finder. Unset: by siteType, 300000 to 800000 for 'specialist', else 5000 to 70000.",
          ),
      })
      .prefault({})
      .describe('The rules of the lead forms.'),
    leads: z
      .strictObject({
        responseMinutes: z
          .number()
          .int()
          .min(LEAD_RESPONSE_MINUTES.min)
          .max(LEAD_RESPONSE_MINUTES.max)
          .default(DEFAULT_RESPONSE_MINUTES)
          .describe(
            `How long a new lead may wait for its first response, in minutes of the location's opening hours, before it is overdue and the managers are told (${LEAD_RESPONSE_MINUTES.min} to ${LEAD_RESPONSE_MINUTES.max}). Default: ${DEFAULT_RESPONSE_MINUTES}.`,
          ),
      })
      .prefault({})
      .describe("How the dealer's staff work leads in the console."),
    mail: z
      .strictObject({
        from: z
          .email()
          .refine(isSendableFrom, { message: UNSENDABLE_FROM_MESSAGE })
          .describe(
            "The address the site's mail is sent from (lead emails, shoppers' messages), e.g. leads@carzone.com.au: a domain the dealer's mail is allowed to come from.",
          ),
      })
      .optional()
      .describe("The site's own sender. Unset: the platform's MAIL_FROM."),
  }),
);

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list [...]',
  object: 'an object {...}',
};

/**
 * Plain words for a value of the wrong type or a missing one, to pass to a parse of this schema; the
 * schema's own messages (a colour, a host name) come first.
 */
export const siteConfigErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'required';
  return `expected ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
};

export class SiteConfigError extends Error {}

export function parseSiteConfig(slug: string, raw: unknown): SiteConfig {
  const result = SiteConfigSchema.safeParse(raw, { error: siteConfigErrorMap });
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new SiteConfigError(`Invalid config for site '${slug}': ${fields.join('; ')}`);
  }
  return result.data;
}
