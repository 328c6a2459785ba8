// The make and model catalogue, and the brands each site lists.

import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites';

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
