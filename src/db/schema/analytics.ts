// Analytics events.

import { bigserial, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sites } from './sites';
import { cars } from './stock';

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
