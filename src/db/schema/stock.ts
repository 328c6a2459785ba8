// Stock: the cars for sale, the change log the search index follows, car views and stock feed runs.

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AutograbData,
  CaravanSpecs,
  CarImage,
  FieldSources,
  FinanceLenders,
  Hotspots,
  SpinImages,
  Variant,
  YouxQuote,
} from '../json-types';
import { createdAt, updatedAt } from './columns';
import { locations } from './locations';
import { dealerships, sites } from './sites';

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
    // An offer a person gave dates to: its price waits here, and `offer_price` (what shoppers pay) takes it
    // from the start of its first day to the end of its last, on the car's location's clock (the
    // offer-window job moves it at each edge).
    offerPlanned: integer('offer_planned'),
    offerStartsAt: timestamp('offer_starts_at', { withTimezone: true }),
    offerEndsAt: timestamp('offer_ends_at', { withTimezone: true }),
    subscriptionPrice: integer('subscription_price'),
    preorder: boolean('preorder').notNull().default(false),
    priceType: text('price_type'),
    // The dealer's own drive-away price (whole dollars), which wins over the platform's estimate.
    driveAwayPrice: integer('drive_away_price'),
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
    // The photo addresses the feed last sent, in its order: the photos made from them (feed_photos) are
    // put in this order as each is ready. Null when no feed has named photos for the car.
    feedImages: jsonb('feed_images').$type<string[]>(),
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
    // Fields a person locked: a feed import keeps their value and its report says so.
    lockedFields: text('locked_fields').array().notNull().default(sql`'{}'::text[]`),
    // Where each field's value came from and when: { price: { by: 'person', who, at } }.
    fieldSources: jsonb('field_sources').$type<FieldSources>().notNull().default({}),
    // The last feed run or edit that said the car is still there ('Checked in stock {time ago}').
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
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

// A photo a feed named for a car, waiting to be fetched and made into the sizes the site serves (or given
// up on, with why). The row goes once its photo is on the car, or when the feed no longer names it.
export const feedPhotos = pgTable(
  'feed_photos',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    status: text('status', { enum: ['pending', 'fetching', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feed_photos_car_url').on(t.carId, t.url),
    index('feed_photos_due_idx').on(t.status, t.nextAttemptAt),
  ],
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
  // The locked fields the run left as a person set them: what the feed carried and what was kept.
  kept: jsonb('kept').$type<KeptField[]>().notNull().default([]),
  // What the run noticed but loaded anyway (a column it does not know, a location not the dealership's).
  warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

export type KeptField = { stocknum: string; field: string; feed: unknown; kept: unknown };

// Every change of a car's shown price, from the day it was kept: the console's price history and the
// watchlist's price-drop marks read it.
export const carPriceHistory = pgTable(
  'car_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    // The shown price (whole dollars) from this moment; null: no advertised price.
    price: integer('price'),
    source: text('source', { enum: ['feed', 'person', 'api'] }).notNull(),
    who: text('who'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('car_price_history_car_idx').on(t.carId, t.at)],
);

// Each car against its market (the price comparison's comparables), kept by the worker so the console's
// stock list filters and sorts 20,000 cars by position without computing 20,000 markets per page.
export const carMarket = pgTable(
  'car_market',
  {
    carId: integer('car_id')
      .primaryKey()
      .references(() => cars.id, { onDelete: 'cascade' }),
    comparables: integer('comparables').notNull(),
    marketMin: integer('market_min'),
    marketMax: integer('market_max'),
    median: integer('median'),
    // below | at | above, or null when there were too few comparables or no price.
    position: text('position', { enum: ['below', 'at', 'above'] }),
    suggested: integer('suggested'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('car_market_position_idx').on(t.position)],
);
