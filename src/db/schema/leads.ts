// Leads (enquiries), their delivery outbox, test drive bookings and phone reveals.

import { sql } from 'drizzle-orm';
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
import { LEAD_EVENT_KINDS, LEAD_STATUSES } from '../../enquiries/inbox-rules';
import { createdAt, updatedAt } from './columns';
import { locations } from './locations';
import { dealerships, sites } from './sites';
import { staffUsers } from './staff';
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
    // How the dealer's staff are working it (the console's inbox).
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    lostReason: text('lost_reason'),
    assigneeId: text('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    // The first time a staff member moved it on from New or replied: the response time's end.
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    // When the overdue notice went to the managers: at most once per lead.
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('leads_site_idempotency').on(t.siteId, t.idempotencyKey),
    index('leads_site_created_idx').on(t.siteId, t.createdAt),
    index('leads_site_status_idx').on(t.siteId, t.status),
  ],
);

/** A lead's timeline: each status change, assignment, note and reply, with who and when. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEAD_EVENT_KINDS }).notNull(),
    // null: the platform itself (an assignment rule, the overdue check).
    actorId: text('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_at_idx').on(t.leadId, t.at)],
);

/** A site's reply templates, with tokens ({first name}, {car}, {price}, {dealership}, {salesperson}). */
export const leadReplyTemplates = pgTable(
  'lead_reply_templates',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('lead_reply_templates_site_name').on(t.siteId, t.channel, t.name)],
);

/**
 * Round-robin assignment for new leads of a site, by dealership and location (null: any) and lead kind
 * (empty: any), among the active staff whose scope covers the lead and who are not away; the last one
 * given a lead is remembered.
 */
export const leadAssignmentRules = pgTable(
  'lead_assignment_rules',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    // The lead kinds (LeadKind) the rule takes; the column kept its first name.
    kinds: text('categories').array().notNull().default(sql`'{}'::text[]`),
    lastAssigneeId: text('last_assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_assignment_rules_site_idx').on(t.siteId)],
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
