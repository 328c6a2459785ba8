// Every internal path the sites link to, built in one place (the routes the product serves are in
// served-routes.ts, which only the server needs).
// Pure: no React, no I/O, so pages, cards, menus, the sitemap and the tests all share it.
// Spec sections: AF = actions-forms-and-dealer-config.md, SV = search-and-vehicle-page.md.

import { comparePath } from './compare-path';
import { homePath } from './home-path';

/** The outbound feeds every site serves under /feeds (src/features/outbound-feeds). */
export const OUTBOUND_FEEDS = [
  'google-vehicles.xml',
  'google-stores.xml',
  'meta-vehicles.xml',
  'stock.csv',
  'stock.json',
] as const;
export type OutboundFeed = (typeof OUTBOUND_FEEDS)[number];

export type CheckoutRoute = 'checkout' | 'buy-online';
/** AF §2 names both trade-in forms; '/trade-in' is ours unless a site needs the other. */
export type TradeInVariant = '/trade-in' | '/cars/trade-in';
/** AF §2: '/sell-your-car' on some sites, '/sell-my-car' on the rest. */
export type SellVariant = '/sell-my-car' | '/sell-your-car';
/** The vehicle page's own anchors (AF §2) and those of its forms and similar cars. */
export type CarAnchor =
  | 'enquire'
  | 'test-drive'
  | 'finance-calculator'
  | 'find-similar'
  | 'vehicle-map'
  | 'financeDisclaimer'
  | 'reviews';

/**
 * The finance link's parameters, in the order AF §2 lists them. A missing value is an empty parameter
 * (vin=), never the text 'null'.
 */
export type FinanceParams = {
  preferredDealership?: string | null;
  vehiclePriceBudget?: number | string | null;
  car_id?: number | string | null;
  car_type?: string | null;
  vin?: string | null;
  nvic?: string | null;
  year?: number | string | null;
  loanTerm?: number | string | null;
  selfAssessedCreditScore?: string | null;
  whoIsHelping?: string | null;
};
const FINANCE_PARAM_ORDER = [
  'preferredDealership',
  'vehiclePriceBudget',
  'car_id',
  'car_type',
  'vin',
  'nvic',
  'year',
  'loanTerm',
  'selfAssessedCreditScore',
  'whoIsHelping',
] as const satisfies readonly (keyof FinanceParams)[];

const segment = (value: string | number) => encodeURIComponent(String(value));
const joined = (prefix: string, parts: readonly (string | number)[]) =>
  parts.length ? `${prefix}/${parts.map(segment).join('/')}` : prefix;
// encodeURIComponent rather than URLSearchParams: a space is '%20', read the same by every server ('+' is
// a space only to form decoders).
const queryOf = (params: readonly (readonly [string, string | number])[]) =>
  params.map(([name, value]) => `${name}=${segment(value)}`).join('&');
const withParams = (path: string, params: Record<string, string | number>) =>
  `${path}?${queryOf(Object.entries(params))}`;

/** '/search' + an already-formatted query ('price=0:20000'), left out when empty. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** An absolute URL on a site's origin: ('https://x.com.au/', '/cars/a') → 'https://x.com.au/cars/a'. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

export const paths = {
  home: homePath,

  // ── Cars (AF §2, SV §2) ──
  /** '/cars/{slug}', or one of its anchors: '/cars/{slug}#enquire'. */
  car: (slug: string, anchor?: CarAnchor) => `/cars/${segment(slug)}${anchor ? `#${anchor}` : ''}`,
  /** Reserve or buy online, per site (features.checkoutRoute): '/cars/{slug}/checkout' | '/buy-online'. */
  checkout: (slug: string, route: CheckoutRoute) => `/cars/${segment(slug)}/${route}`,
  /** A reservation's own page: waiting for the payment, held (until when), or how it ended. */
  reservation: (id: string) => `/reservations/${segment(id)}`,
  /**
   * '/online-payment': pay against a dealer's reference; with a payment, where the provider sends the payer
   * back: '/online-payment?payment={id}', or after its Cancel '/online-payment?payment={id}&cancelled=1'.
   */
  onlinePayment: (payment?: string, cancelled = false) =>
    payment === undefined
      ? '/online-payment'
      : withParams('/online-payment', cancelled ? { payment, cancelled: 1 } : { payment }),
  /**
   * Buying a car online: '/checkout-journey?car_id={slug}', and how the journey is come back to: with a
   * trade-in valuation ('&valuation={id}'), a paid deposit ('&reservation={id}') or a cancelled payment.
   */
  checkoutJourney: (slug: string, back: { valuation?: string; reservation?: string; cancelled?: '1' } = {}) =>
    withParams('/checkout-journey', { car_id: slug, ...back }),
  /** '/trade-in', or for a car '/trade-in?car_id=42' (or the '/cars/trade-in' form). */
  tradeIn: (carId?: number, variant: TradeInVariant = '/trade-in') =>
    carId === undefined ? variant : withParams(variant, { car_id: carId }),
  /** A valuation reopened in the trade-in journey: '/trade-in?valuation={id}' (the link in its emails). */
  valuation: (id: string) => withParams('/trade-in', { valuation: id }),
  /** The trade-in journey of a car's buy-online journey, which leads back to it with the offer. */
  tradeInForPurchase: (carId: number) => withParams('/trade-in', { car_id: carId, after: 'buy-online' }),
  /** The trade-in journey started on a plate: '/trade-in?rego=ABC123&state=QLD' (a garage vehicle). */
  tradeInPlate: (rego: string, state: string) => withParams('/trade-in', { rego, state }),
  /** The sell-your-car page, per site (tradeIn.sellPath): '/sell-my-car' | '/sell-your-car'. */
  sellMyCar: (variant: SellVariant = '/sell-my-car') => variant,
  print: (slug: string) => withParams('/print', { car_id: slug }),
  bookTestDrive: (carId?: number) =>
    carId === undefined ? '/book-test-drive' : withParams('/book-test-drive', { car_id: carId }),

  // ── Finance (AF §2) ──
  /** '/finance', or the finance link of a car: every AF §2 parameter in its order, then '#finance-form'. */
  finance: (params?: FinanceParams) => {
    if (!params) return '/finance';
    return `/finance?${queryOf(FINANCE_PARAM_ORDER.map((name) => [name, params[name] ?? '']))}#finance-form`;
  },
  /** The finance enquiry's own pages (AF §2). */
  financeEnquiry: () => '/finance-enquiry',
  applyForFinance: () => '/apply-for-finance',
  personalisedFinance: (carId: number) => withParams('/personalised/finance', { car_id: carId }),
  /** The personalised finance page itself, as its canonical path. */
  personalisedFinancePage: () => '/personalised/finance',
  /**
   * Where the embedded instant-quote provider sends a shopper whose pre-approval request is stored
   * (create-customer's redirectUrl; the lender sends them to its own page instead):
   * '/finance/pre-approval?application={lead id}'.
   */
  financePreApproval: (leadId: string) => withParams('/finance/pre-approval', { application: leadId }),
  /** The pre-approval confirmation itself, as its canonical path. */
  financePreApprovalPage: () => '/finance/pre-approval',

  // ── Accounts (AF §2): sign-in for a gated feature, with where to go after and the back link ──
  signIn: (type: string, redirect: string, back: string) => withParams('/sign-in', { type, redirect, back }),
  /** The sign-in page itself, as its canonical path. */
  signInPage: () => '/sign-in',
  myGarage: () => '/my-garage',
  /** The garage narrowed to one brand's make: '/mazda/my-garage', beside the brand's '/mazda/overview'. */
  brandGarage: (brandSlug: string) => `/${segment(brandSlug)}/my-garage`,
  /** The comparison of up to four cars, shareable: '/compare?cars=a,b' (+ '&only=differences'). */
  compare: comparePath,
  /** The shopper's saved cars, the toasts' 'View List' (AF §2 names no path for it). */
  watchlist: () => '/watchlist',
  /** What the platform holds about the signed-in shopper, and deleting it. */
  account: () => '/account',
  /** Stopping a saved search's alerts, the link in every alert: '/unsubscribe?token=12.Qm9…'. */
  unsubscribe: (token: string) => withParams('/unsubscribe', { token }),
  /** The unsubscribe page itself, as its canonical path. */
  unsubscribePage: () => '/unsubscribe',

  // ── Stock (SV §2, AF §2): segments are slugs (search-path.ts reads them back) ──
  /** The stock of one location: '/search?location_name=Summit%20Kia%20Ipswich'. */
  locationStock: (locationName: string) => withParams('/search', { location_name: locationName }),
  /** '/search', '/search/used-cars', '/search/toyota/hilux'. */
  search: (...slugs: string[]) => joined('/search', slugs),
  /** The used-car sites' own prefix (features.usedCarRoutes): '/used-car', '/used-car/suv'. */
  usedCar: (...slugs: string[]) => joined('/used-car', slugs),
  /** '/search/…' or, where the site has used-car routes, '/used-car/…'. */
  stock: (usedCarRoutes: boolean, ...slugs: string[]) =>
    joined(usedCarRoutes ? '/used-car' : '/search', slugs),
  specialOffers: () => '/special-offers',
  brands: () => '/brands',
  brand: (brandSlug: string) => `/${segment(brandSlug)}/overview`,
  directory: () => '/directory',

  // ── Dealer pages (AF §2, SV §2) ──
  contact: () => '/contact',
  contactUs: () => '/contact-us',
  contactLocation: (locationSlug: string) => `/contact-us/${segment(locationSlug)}`,
  ourLocation: (locationSlug: string) => `/our-location/${segment(locationSlug)}`,
  location: (slug: string) => `/locations/${segment(slug)}`,
  /** The dealer locator, or its nearest-first list: '/dealer-locator?postcode=4000&type=service'. */
  dealerLocator: (query: { postcode?: string; lat?: number; long?: number; type?: string } = {}) =>
    withQuery(
      '/dealer-locator',
      queryOf(Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined)),
    ),
  service: () => '/service',
  careers: () => '/careers',
  success: () => '/success',

  // ── Content pages (AF §2, SV §2) ──
  aboutUs: () => '/about-us',
  faqs: () => '/faqs',
  /** '/blog', a category's '/blog/buyer-advice', or one of their pages: '/blog/buyer-advice?page=2'. */
  blog: (category?: string, page = 1) => {
    const path = category ? `/blog/${segment(category)}` : '/blog';
    return page > 1 ? withParams(path, { page }) : path;
  },
  /** An article: '/blog/{category}/{slug}' (AF §2: under servicing-insights, buyer-advice or motoring-tips). */
  blogArticle: (category: string, slug: string) => `/blog/${segment(category)}/${segment(slug)}`,
  /** The blog's RSS 2.0 feed. */
  blogFeed: () => '/blog/rss.xml',
  /** A dealer's sale page, shown between its start and its expiry: '/pages/{slug}'. */
  salePage: (slug: string) => `/pages/${segment(slug)}`,
  /** The models of a body type: '/models?body=suv'. */
  models: (body?: string) => (body ? withParams('/models', { body }) : '/models'),
  /** A model's accessories: '/{model slug}/accessories'. */
  modelAccessories: (modelSlug: string) => `/${segment(modelSlug)}/accessories`,
  partsSearch: () => '/parts/search',
  spinToWin: () => '/spin-to-win',
  warranty: () => '/warranty',
  privacyPolicy: () => '/privacy-policy',
  termsAndConditions: () => '/terms-and-conditions',

  // ── Files every site serves ──
  sitemap: () => '/sitemap.xml',
  /** The site's stock for ad platforms and the dealer's own tools: '/feeds/google-vehicles.xml'. */
  outboundFeed: (name: OutboundFeed) => `/feeds/${name}`,
  robots: () => '/robots.txt',
} as const;

/** The calls the pages make (AF §7, SV §7). */
export const apiPaths = {
  carPdf: (slug: string) => `/api/cars/${segment(slug)}/pdf`,
  carView: (slug: string, query: string) => withQuery(`/api/cars/${segment(slug)}/view.json`, query),
  carSimilar: (slug: string) => `/api/cars/${segment(slug)}/similar`,
  carAutogauge: (slug: string) => `/api/cars/${segment(slug)}/autogauge`,
  sendCode: () => '/api/auth/send-code',
  verifyCode: () => '/api/auth/verify-code',
  signOut: () => '/api/auth/sign-out',
  session: () => '/api/auth/session',
  contactExists: (phone: string) => withParams('/api/check-if-contact-exists', { phone_number: phone }),
  saveCar: () => '/api/watchlist/save-car',
  removeCar: () => '/api/watchlist/remove-car',
  savedCarIds: () => '/api/watchlist/ids',
  account: () => '/api/account',
  addGarageVehicle: () => '/api/garage/add-vehicle',
  removeGarageVehicle: () => '/api/garage/remove-vehicle',
  /** GET lists the shopper's saved searches, POST saves one. */
  savedSearches: () => '/api/saved-searches',
  /** DELETE removes one. */
  savedSearch: (id: number) => `/api/saved-searches/${id}`,
  unsubscribe: () => '/api/saved-searches/unsubscribe',
  youxQuote: () => '/api/youx/quote',
  youxCreateCustomer: () => '/api/youx/create-customer',
  financeDisclaimer: (carId: number) => withParams('/api/finance/disclaimer', { car_id: carId }),
  financeCar: (carId: number) => withParams('/api/finance/car', { car_id: carId }),
  regoLookup: () => '/api/trade-in/rego',
  /** POST starts a valuation. */
  valuations: () => '/api/trade-in/valuations',
  /** GET reads one. */
  valuation: (id: string) => `/api/trade-in/valuations/${segment(id)}`,
  valuationAdjustments: (id: string) => `/api/trade-in/valuations/${segment(id)}/adjustments`,
  valuationAccept: (id: string) => `/api/trade-in/valuations/${segment(id)}/accept`,
  /** GET lists the photos, POST adds one. */
  valuationPhotos: (id: string) => `/api/trade-in/valuations/${segment(id)}/photos`,
  /** GET the photo, DELETE removes it. */
  valuationPhoto: (id: string, photoId: number) =>
    `/api/trade-in/valuations/${segment(id)}/photos/${photoId}`,
  tradeInVariants: (make: string, model: string) => withParams('/api/trade-in/variants', { make, model }),
  miscellaneous: () => '/api/miscellaneous',
  /** POST reserves a car: the reservation and the payment page to send the shopper to. */
  reservations: () => '/api/checkout/reservations',
  reservation: (id: string) => `/api/checkout/reservations/${segment(id)}`,
  reservationCancel: (id: string) => `/api/checkout/reservations/${segment(id)}/cancel`,
  /** GET a held purchase's free handover slots; POST books one. */
  reservationHandover: (id: string) => `/api/checkout/reservations/${segment(id)}/handover`,
  /** The delivery calculator's price of a car's delivery to a postcode. */
  deliveryPrice: (postcode: string, carSlug: string) =>
    withParams('/api/delivery-price', { postcode, car: carSlug }),
  /** POST starts an online payment: the payment and the provider's page to pay it on. */
  onlinePayments: () => '/api/online-payments',
  onlinePayment: (id: string) => `/api/online-payments/${segment(id)}`,
  paymentsWebhook: () => '/api/payments/webhook',
} as const;

// ── Routes ──────────────────────────────────────────────────────────────────────────────────────
