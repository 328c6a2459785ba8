// Delivery: the price of delivering a car to a postcode range.

import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { dealerships } from './sites';

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
