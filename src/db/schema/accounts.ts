// Accounts: signed-in shoppers, their sessions and sign-in codes, and what each keeps on a site.

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { sites } from './sites';
import { cars } from './stock';

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
