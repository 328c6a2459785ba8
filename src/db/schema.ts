import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AutograbData,
  CaravanSpecs,
  CarImage,
  FinanceLenders,
  Hotspots,
  SpinImages,
  Variant,
  YouxQuote,
} from './json-types';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── Tenancy ────────────────────────────────────────────────────────────────────────────────────
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  hostnames: text('hostnames').array().notNull().default(sql`'{}'::text[]`),
  // The resolved SiteConfig (template merged in), validated by tenancy/site-config.ts on load.
  config: jsonb('config').notNull(),
  // The site's document as written (its own settings and the template it extends); null for a row that
  // predates site documents, until its next change. `json`, not `jsonb`, so it reads back in its own order.
  document: json('document'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Templates sites extend by name (a site family, type or group): partial settings, as written.
export const siteTemplates = pgTable('site_templates', {
  name: text('name').primaryKey(),
  document: json('document').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

// Every accepted change of a site or template: the document it left, who made it, when, and which
// settings it changed. A rollback is a new version carrying an earlier document.
export const siteVersions = pgTable(
  'site_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['site', 'template'] }).notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    document: json('document').notNull(),
    changes: text('changes').array().notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('site_versions_kind_name_version').on(table.kind, table.name, table.version)],
);

// The digest of each shipped site file as last loaded, so a file is loaded again only when it changes
// (and a change made through the command or the API is not undone by a restart).
export const siteSources = pgTable('site_sources', {
  file: text('file').primaryKey(),
  digest: text('digest').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dealerships = pgTable('dealerships', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  averageRating: real('average_rating'),
  reviewCount: integer('review_count').notNull().default(0),
  leadEmail: text('lead_email'),
  crmWebhookUrl: text('crm_webhook_url'),
  crmFormat: text('crm_format', { enum: ['adf', 'json'] }),
  // SHA-256 of the stock-feed API key; the key itself is never stored.
  apiKeyHash: text('api_key_hash').unique(),
  createdAt: createdAt(),
});

export const siteDealerships = pgTable(
  'site_dealerships',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.dealershipId] })],
);

// ── Locations, hours, reviews ──────────────────────────────────────────────────────────────────
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    primary: boolean('primary').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    // '' counts as sales (spec): sales | service | parts | service-and-parts
    locationType: text('location_type').notNull().default('sales'),
    locationSubtype: text('location_subtype').array().notNull().default(sql`'{}'::text[]`),
    manufacturers: text('manufacturers').array().notNull().default(sql`'{}'::text[]`),
    dealerLicenseNumber: text('dealer_license_number'),
    motorVehicleRepairer: text('motor_vehicle_repairer'),
    image: text('image'),
    averageRating: real('average_rating'),
    reviewCount: integer('review_count').notNull().default(0),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    // IANA zone overriding the state's (a NSW town on Adelaide time: 'Australia/Broken_Hill'); null = the state's
    timeZone: text('time_zone'),
    postcode: text('postcode').notNull(),
    placeId: text('place_id'),
    placeUrl: text('place_url'),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    mapKey: text('map_key'),
    phone: text('phone'),
    landlinePhone: text('landline_phone'),
    email: text('email'),
    distributionLocations: jsonb('distribution_locations').$type<number[]>().notNull().default([]),
  },
  (t) => [
    index('locations_dealership_idx').on(t.dealershipId),
    // A zone name PostgreSQL's own zone database knows (an unknown one errors), not an offset.
    check(
      'locations_time_zone_iana',
      sql`${t.timeZone} IS NULL OR (${t.timeZone} ~ '^(UTC|[A-Za-z]+(/[A-Za-z0-9_+-]+)+)$' AND (timestamptz '2000-01-01 00:00+00' AT TIME ZONE ${t.timeZone}) IS NOT NULL)`,
    ),
  ],
);

export const openingHours = pgTable(
  'opening_hours',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(), // 0 Sunday .. 6 Saturday
    status: text('status', { enum: ['Open', 'Closed'] }).notNull(),
    open: text('open'), // 'HH:mm'
    close: text('close'),
    formatedHours: text('formated_hours').notNull(),
  },
  (t) => [uniqueIndex('opening_hours_location_day').on(t.locationId, t.weekday)],
);

export const specialHours = pgTable('special_hours', {
  id: serial('id').primaryKey(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  date: date('date').notNull(),
  label: text('label'),
  status: text('status', { enum: ['Open', 'Closed'] }).notNull(),
  startHour: text('start_hour'),
  endHour: text('end_hour'),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    reviewDate: date('review_date').notNull(),
    replyText: text('reply_text'),
    replyDate: date('reply_date'),
  },
  (t) => [index('reviews_location_idx').on(t.locationId)],
);

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────────
export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
  vehicleKind: text('vehicle_kind', { enum: ['car', 'motorcycle', 'truck', 'caravan'] })
    .notNull()
    .default('car'),
  certifiedProgramme: boolean('certified_programme').notNull().default(false),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    body: text('body'),
    overrideUrl: text('override_url'),
    imageUrl: text('image_url'),
    cloudfrontNewImageUrl: text('cloudfront_new_image_url'),
    accessoriesCount: integer('accessories_count').notNull().default(0),
  },
  (t) => [uniqueIndex('models_manufacturer_slug').on(t.manufacturerId, t.slug)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    groupName: text('group_name', { enum: ['car', 'motorcycle', 'truck', 'ours'] }).notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    banner: text('banner'),
    description: jsonb('description').$type<string[]>().notNull().default([]),
    skipPage: boolean('skip_page').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('brands_site_group_slug').on(t.siteId, t.groupName, t.slug)],
);

// ── Stock ──────────────────────────────────────────────────────────────────────────────────────
export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    stocknum: text('stocknum').notNull(),
    vin: text('vin'),
    nvic: text('nvic'),
    hasNvic: boolean('has_nvic').notNull().default(false),
    regplate: text('regplate'),
    itemType: text('item_type', { enum: ['car', 'motorcycle', 'truck', 'caravan'] })
      .notNull()
      .default('car'),
    name: text('name').notNull(),
    carsalesTitle: text('carsales_title'),
    year: smallint('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    badge: text('badge'),
    series: text('series'),
    colour: text('colour'),
    interiorColour: text('interior_colour'),
    km: integer('km').notNull().default(0),
    // Whole Australian dollars. 0 means no advertised price ('Enquire for price.').
    price: integer('price').notNull().default(0),
    beforePrice: integer('before_price'),
    offerPrice: integer('offer_price'),
    subscriptionPrice: integer('subscription_price'),
    preorder: boolean('preorder').notNull().default(false),
    priceType: text('price_type'),
    carType: text('car_type', { enum: ['new', 'demo', 'used'] }).notNull(),
    // in_stock | coming_soon; any other value is treated as sold.
    status: text('status').notNull().default('in_stock'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    reserved: boolean('reserved').notNull().default(false),
    tag: text('tag'),
    certified: boolean('certified').notNull().default(false),
    trans: text('trans'),
    simpleTransmission: text('simple_transmission'),
    simpleBody: text('simple_body'),
    simpleFuel: text('simple_fuel'),
    simpleDrive: text('simple_drive'),
    fuel: text('fuel'),
    drive: text('drive'),
    seats: smallint('seats'),
    doors: smallint('doors'),
    engineSize: text('engine_size'),
    engineSizeLitres: real('engine_size_litres'),
    gearnum: smallint('gearnum'),
    bodyconfiguration: text('bodyconfiguration'),
    regoExpiry: date('rego_expiry'),
    buildDate: date('build_date'),
    complianceDate: date('compliance_date'),
    variant: jsonb('variant').$type<Variant>(),
    images: jsonb('images').$type<CarImage[]>().notNull().default([]),
    primaryImageUrl: text('primary_image_url'),
    videoUrl: text('video_url'),
    externalVideoUrl: text('external_video_url'),
    spinImages: jsonb('spin_images').$type<SpinImages>(),
    spinInteriorImage: text('spin_interior_image'),
    spinCode: text('spin_code'),
    hotspots: jsonb('hotspots').$type<Hotspots>(),
    standardEquipment: jsonb('standard_equipment').$type<string[]>().notNull().default([]),
    dealercomments: text('dealercomments'),
    file: text('file'), // history report URL
    paymentProcessors: jsonb('payment_processors').$type<string[]>().notNull().default([]),
    autograbData: jsonb('autograb_data').$type<AutograbData>(),
    youxQuote: jsonb('youx_quote').$type<YouxQuote>(),
    financeLenders: jsonb('finance_lenders').$type<FinanceLenders>(),
    financeRate: real('finance_rate').notNull().default(0),
    caravanSpecs: jsonb('caravan_specs').$type<CaravanSpecs>(),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    city: text('city'),
    state: text('state'),
    privateSuburb: text('private_suburb'),
    privatePostcode: text('private_postcode'),
    // A site's default stock filter hides cars whose value exceeds its per-site count (0-14).
    hiddenFromStock: smallint('hidden_from_stock').notNull().default(0),
    showOnDealerWebsite: boolean('show_on_dealer_website').notNull().default(true),
    checkoutEnabled: boolean('checkout_enabled').notNull().default(false),
    tradeInAllowed: boolean('trade_in_allowed').notNull().default(true),
    testDriveEnabled: boolean('test_drive_enabled').notNull().default(true),
    reserveAmount: integer('reserve_amount'),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cars_dealership_stocknum').on(t.dealershipId, t.stocknum),
    index('cars_dealership_status_idx').on(t.dealershipId, t.status),
    index('cars_make_model_idx').on(t.make, t.model),
    // Price comparison finds the same make and model across all sites, whatever the feeds' letter case.
    index('cars_make_model_lower_idx').on(sql`lower(${t.make})`, sql`lower(${t.model})`),
    index('cars_updated_idx').on(t.updatedAt),
  ],
);

// Every stock write bumps the version and logs the car, so each app process can patch its search index.
export const stockChanges = pgTable('stock_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  carId: integer('car_id').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carViews = pgTable(
  'car_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('car_views_car_idx').on(t.carId)],
);

export const deliveryRegions = pgTable(
  'delivery_regions',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    postcodeFrom: integer('postcode_from').notNull(),
    postcodeTo: integer('postcode_to').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [index('delivery_regions_lookup').on(t.dealershipId, t.postcodeFrom)],
);

export const promos = pgTable('promos', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['card', 'banner', 'slide'] }).notNull(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  url: text('url'),
  image: text('image'),
  hideOverlay: boolean('hide_overlay').notNull().default(false),
  startAt: timestamp('start_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  // Card promos: the result position they take; slides and banners: their order.
  position: integer('position').notNull().default(0),
  display: boolean('display').notNull().default(true),
  strictDisplay: boolean('strict_display').notNull().default(false),
});

// ── Dealers' content pages and blog articles ────────────────────────────────────────────────────
// Each page is Markdown with YAML front matter (`source`, what the dealer wrote); the front matter's fields
// the site lists and filters by are copied into columns when it is stored (decision 025).
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The page's path on the site: '/about-us', '/pages/summer-sale', '/blog/buyer-advice/first-car'. */
    path: text('path').notNull(),
    source: text('source').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** A blog article's category slug ('buyer-advice'); null for every other page. */
    category: text('category'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    startAt: timestamp('start_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    uniqueIndex('content_pages_site_path').on(t.siteId, t.path),
    index('content_pages_site_category').on(t.siteId, t.category, t.publishedAt),
  ],
);

// ── Leads and their delivery outbox ───────────────────────────────────────────────────────────
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    dealershipId: integer('dealership_id').references(() => dealerships.id),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leads_site_idempotency').on(t.siteId, t.idempotencyKey)],
);

export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'webhook'] }).notNull(),
    target: text('target').notNull(),
    format: text('format', { enum: ['text', 'adf', 'json'] }).notNull(),
    status: text('status', { enum: ['pending', 'delivering', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // Which run holds the claim: only it renews the claim and records the outcome (decision 005).
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lead_deliveries_lead_channel').on(t.leadId, t.channel),
    index('lead_deliveries_due').on(t.status, t.nextAttemptAt),
  ],
);

// A test drive booked at a time: one shopper per location and half hour, enforced by the unique index so
// two processes racing for a slot cannot both win.
export const testDriveBookings = pgTable(
  'test_drive_bookings',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('test_drive_bookings_location_start').on(t.locationId, t.startsAt),
    index('test_drive_bookings_lead_idx').on(t.leadId),
  ],
);

// A shopper revealed a dealer's phone number (AF §4): one row per click, car null for a location's phone.
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_reveals_site_dealership_idx').on(t.siteId, t.dealershipId)],
);

// ── Accounts: shoppers signed in by a one-time code to their mobile (decision 017) ────────────────
// One user per mobile across the platform; each session belongs to the one site it was made on.
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  phoneNumber: text('phone_number').unique(),
  phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
  firstName: text('first_name'),
  lastName: text('last_name'),
  website: text('website'),
  dealershipSlug: text('dealership_slug'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable('session', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  token: text('token').notNull().unique(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// A sign-in code sent to a mobile for one site: only its salted hash is kept; it is spent by its first
// right answer, dead after its expiry or its fifth wrong one.
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_site_phone_idx').on(t.siteId, t.phone)],
);

// The spec's own verification record, written when a shopper verifies a phone on a site.
export const phoneVerifications = pgTable('phone_verifications', {
  id: serial('id').primaryKey(),
  websiteSlug: text('website_slug').notNull(),
  dealershipSlug: text('dealership_slug'),
  verificationType: text('verification_type', { enum: ['sms', 'verify'] }).notNull(),
  userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    // The shown price when saved, so the watchlist can mark a price drop since.
    priceAtSave: integer('price_at_save'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('watchlist_user_car').on(t.userId, t.carId)],
);

// A shopper's own vehicles in their garage on a site (AF §2 'my-garage'): where a service booking or a
// trade-in valuation starts.
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    rego: text('rego').notNull(),
    state: text('state').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: smallint('year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('garage_user_site_rego').on(t.userId, t.siteId, t.state, t.rego)],
);

// A shopper's saved search on a site (decision 018): the results page as they saw it, told by email or SMS
// when a matching car arrives. Saving the same page twice is one search.
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    // The results path and its query string, as the link back: '/search/toyota', 'price=:30000&body=SUV'.
    path: text('path').notNull(),
    query: text('query').notNull().default(''),
    // What the path selected when saved (the search feature's refinements), so the search still matches
    // while its path names nothing in stock (/search/toyota/hilux once the last HiLux sold).
    preset: jsonb('preset').$type<Record<string, unknown>>().notNull(),
    name: text('name').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    // The origin the shopper made it on (shopperOrigin: a host this instance serves), for the links in
    // their messages about it; none on rows from before it was kept (decision 021).
    shopperOrigin: text('shopper_origin'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_site_search').on(t.userId, t.siteId, t.path, t.query),
    index('saved_searches_site_idx').on(t.siteId),
  ],
);

// Each car a saved search has announced: the primary key makes it once, whichever process gets there.
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.carId] })],
);

// Messages to shoppers (saved-search alerts), sent from here like the lead outbox: claimed with FOR UPDATE
// SKIP LOCKED, retried with backoff, 'failed' after the last attempt, 'cancelled' when unsubscribed first.
export const shopperMessages = pgTable(
  'shopper_messages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    // The signed-in shopper it is for; none for a shopper who reserved without an account.
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    // An email address, or a mobile in international form ('+61412345678').
    target: text('target').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    unsubscribeUrl: text('unsubscribe_url'),
    // The dealership's address a reply should reach ('"Summit Mazda Springwood" <sales@…>'): the platform's
    // sender takes no replies.
    replyTo: text('reply_to'),
    // The Message-ID's random part, fixed for the retries: ids that count up would be guessable and meet
    // another installation's in a mailbox.
    token: uuid('token').notNull().defaultRandom(),
    status: text('status', { enum: ['pending', 'delivering', 'delivered', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // Which run holds the claim: only it renews the claim and records the outcome (decision 005).
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shopper_messages_due').on(t.status, t.nextAttemptAt),
    index('shopper_messages_search_idx').on(t.savedSearchId),
  ],
);

// Fixed-window counters shared by every app process (per IP, per phone, per endpoint).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

// ── Analytics ───────────────────────────────────────────────────────────────────────────────
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: smallint('event_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    page: text('page').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_site_event_idx').on(t.siteId, t.eventId)],
);

// A record of each stock feed run, for the admin API's answer and for audit.
export const stockImports = pgTable('stock_imports', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id')
    .notNull()
    .references(() => dealerships.id, { onDelete: 'cascade' }),
  source: text('source').notNull(),
  fullFeed: boolean('full_feed').notNull(),
  inserted: integer('inserted').notNull(),
  updated: integer('updated').notNull(),
  unchanged: integer('unchanged').notNull(),
  markedSold: integer('marked_sold').notNull(),
  rejected: integer('rejected').notNull(),
  errors: jsonb('errors').$type<{ line: number; field: string; message: string }[]>().notNull(),
  createdAt: createdAt(),
});

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

// The embedded rego lookup's registry (docs/decisions/020): every seeded car's plate and private
// vehicles across every state, as a real registry answers them. A real provider replaces it by env.
export const regoVehicles = pgTable(
  'rego_vehicles',
  {
    state: text('state').notNull(),
    plate: text('plate').notNull(),
    vin: text('vin'),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    badge: text('badge'),
    series: text('series'),
    body: text('body'),
    colour: text('colour'),
    fuel: text('fuel'),
    transmission: text('transmission'),
  },
  (t) => [primaryKey({ columns: [t.state, t.plate] })],
);

/** The vehicle a valuation is about, as the lookup found it and the shopper confirmed or corrected it. */
export type ValuationVehicle = {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  vin: string | null;
};

// A trade-in valuation (AF §3 Valuation): started with the shopper's details (a lead), valued from the
// market evidence once the adjustment answers are in, and accepted or left to expire.
export const valuations = pgTable(
  'valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    // The car the shopper trades against (/cars/trade-in?car_id=), when there is one.
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    rego: text('rego').notNull(),
    regoState: text('rego_state').notNull(),
    vehicle: jsonb('vehicle').$type<ValuationVehicle>().notNull(),
    kms: integer('kms').notNull(),
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>(),
    status: text('status', { enum: ['started', 'valued', 'inspection', 'accepted'] })
      .notNull()
      .default('started'),
    // Whole dollars: the range shown and the offer the shopper may accept.
    estimateLow: integer('estimate_low'),
    estimateHigh: integer('estimate_high'),
    offer: integer('offer'),
    evidence: jsonb('evidence').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    // The origin the shopper made it on (shopperOrigin: a host this instance serves), for the links in
    // their messages about it; none on rows from before it was kept (decision 021).
    shopperOrigin: text('shopper_origin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('valuations_site_idempotency').on(t.siteId, t.idempotencyKey),
    index('valuations_user_idx').on(t.userId),
  ],
);

// The shopper's photos of a valuation's car: at most 10, stored by the media storage under `key`.
export const valuationPhotos = pgTable(
  'valuation_photos',
  {
    id: serial('id').primaryKey(),
    valuationId: uuid('valuation_id')
      .notNull()
      .references(() => valuations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('valuation_photos_valuation_idx').on(t.valuationId)],
);

// What a site keeps on a signed-in shopper by name (POST /api/miscellaneous, AF §7): e.g. 'valuation'.
export const shopperRecords = pgTable(
  'shopper_records',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    columnName: text('column_name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId, t.columnName] })],
);

// ── Payments ───────────────────────────────────────────────────────────────────────────────────
// The embedded test payment provider's checkout sessions (src/lib/payments/test-provider.ts): kept in the
// database, not in memory, so a session paid just before a restart is still paid after it, and every
// server process sees the same one. Card numbers are never stored; only what Stripe would also keep.
export const testPaymentSessions = pgTable(
  'test_payment_sessions',
  {
    // 'tps_' and 24 hex digits; the payment is 'tpi_…' once paid.
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    // The platform's own id for what is paid for (a reservation, a dealer's reference).
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    customerEmail: text('customer_email'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['open', 'paid', 'failed', 'expired', 'refunded'] })
      .notNull()
      .default('open'),
    // The card asked for the challenge step (4000 0027 6000 3184): only Complete or Fail goes on from here.
    challengePending: boolean('challenge_pending').notNull().default(false),
    paymentId: text('payment_id').unique(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('test_payment_sessions_amount', sql`${t.amountCents} > 0`),
    check(
      'test_payment_sessions_refunded',
      sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

/** Who a reservation is for, as the checkout form took it. */
export type ReservationContact = {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string | null;
};

/**
 * What a shopper buying online chose before paying the deposit (AF §2 '/checkout-journey'), as the server
 * priced it: whole dollars. The balance is worked out from it by one function (checkout's purchaseTotals).
 */
export type PurchasePlan = {
  /** The car's shown price when the deposit was asked for. */
  price: number;
  fulfilment:
    | { method: 'pickup'; location: string | null }
    | { method: 'delivery'; postcode: string; region: string; price: number };
  tradeIn: { valuationId: string; vehicle: string; offer: number } | null;
  payment: 'pay' | 'finance';
  /** The car's one weekly repayment on the site, when the shopper chose finance and the car has one. */
  weeklyRepayment: number | null;
};

// A car reserved online with a refundable deposit (AF §2, §9; docs/decisions/022, 023). Paid through the
// payment provider's hosted page; 'held' while it holds the car. The partial unique index is the rule that
// a car has one active reservation: two shoppers paying at once get one hold, and the other is refunded.
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    contact: jsonb('contact').$type<ReservationContact>().notNull(),
    // 'purchase': the deposit of a car bought online (its plan below, and a handover to book once paid).
    kind: text('kind', { enum: ['reserve', 'purchase'] })
      .notNull()
      .default('reserve'),
    purchase: jsonb('purchase').$type<PurchasePlan>(),
    handoverAt: timestamp('handover_at', { withTimezone: true }),
    // The last stage the shopper and the dealer were told of, set with the shopper's email in one
    // transaction: a stage changed but not told (a process stopped between) is told by the keeper.
    toldStage: text('told_stage'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    status: text('status', { enum: ['pending', 'held', 'released', 'cancelled', 'failed', 'lost'] })
      .notNull()
      .default('pending'),
    paymentSessionId: text('payment_session_id'),
    // The provider's page for this payment, to send a shopper who submits again back to it.
    paymentUrl: text('payment_url'),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The origin the shopper made it on (shopperOrigin: a host this instance serves), for the links in
    // their messages about it; none on rows from before it was kept (decision 021).
    shopperOrigin: text('shopper_origin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_site_idempotency').on(t.siteId, t.idempotencyKey),
    uniqueIndex('reservations_one_held_per_car').on(t.carId).where(sql`${t.status} = 'held'`),
    index('reservations_session_idx').on(t.paymentSessionId),
    index('reservations_hold_idx').on(t.status, t.holdUntil),
  ],
);

// Every change of a reservation's state, with why: the record a dealer or a shopper's bank asks for.
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: serial('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_events_reservation_idx').on(t.reservationId)],
);

// The payment provider's webhook events already applied: a replay finds its id here and changes nothing.
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// A payment a shopper makes at /online-payment against a reference the dealer gave them (a balance, a
// service invoice), on the payment provider's hosted page. Amounts are whole cents, $1.00 to $100,000.00.
// pending → paid | failed, each move one conditional update, so a webhook and a reconcile pay it once.
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    // The dealer's reference, as the shopper typed it (trimmed): what the dealer matches the money to.
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    note: text('note'),
    // The location the payer pays (a group's dealerships each keep their own books); null: the site's primary.
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    paymentSessionId: text('payment_session_id'),
    // The provider's page, to send a shopper who submits the same form again back to it.
    paymentUrl: text('payment_url'),
    paymentId: text('payment_id'),
    // The origin the shopper made it on (shopperOrigin: a host this instance serves), for the links in
    // their messages about it; none on rows from before it was kept (decision 021).
    shopperOrigin: text('shopper_origin'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The dealer's lead, once stored: a paid payment without one (a process stopped between) gets it from
    // the keeper.
    leadId: uuid('lead_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('online_payments_site_idempotency').on(t.siteId, t.idempotencyKey),
    index('online_payments_pending_idx').on(t.status, t.createdAt),
    check('online_payments_amount', sql`${t.amountCents} BETWEEN 100 AND 10000000`),
  ],
);

// Every change of an online payment's state, with why: the record a dealer or a payer's bank asks for.
export const onlinePaymentEvents = pgTable(
  'online_payment_events',
  {
    id: serial('id').primaryKey(),
    onlinePaymentId: uuid('online_payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_payment_events_payment_idx').on(t.onlinePaymentId)],
);
