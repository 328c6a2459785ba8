// Trade-in: the rego registry, valuations and their photos.

import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { createdAt, updatedAt } from './columns';
import { sites } from './sites';
import { cars } from './stock';

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
