// Saved searches and the cars they have announced.

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
} from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { createdAt } from './columns';
import { sites } from './sites';
import { cars } from './stock';

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
