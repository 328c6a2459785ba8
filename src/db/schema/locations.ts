// Dealers' locations, their opening hours and their reviews.

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
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
import { dealerships } from './sites';

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
    // Where this location's leads are emailed, by lead kind; a kind not named goes to the dealership's address.
    leadEmails: jsonb('lead_emails').$type<Record<string, string>>().notNull().default({}),
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
    // Hidden by the dealer's staff (abuse, a person's details): off the site, still in the rating.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [index('reviews_location_idx').on(t.locationId)],
);
