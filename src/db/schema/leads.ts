// Leads (enquiries), their delivery outbox, test drive bookings and phone reveals.

import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { locations } from './locations';
import { dealerships, sites } from './sites';
import { cars } from './stock';

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
