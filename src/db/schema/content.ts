// Site content: promos (cards, banners, slides) and dealers' content pages and blog articles.

import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { sites } from './sites';

export const promos = pgTable('promos', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['card', 'banner', 'slide'] }).notNull(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  url: text('url'),
  image: text('image'),
  hideOverlay: boolean('hide_overlay').notNull().default(false),
  startAt: timestamp('start_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  // Card promos: the result position they take; slides and banners: their order.
  position: integer('position').notNull().default(0),
  display: boolean('display').notNull().default(true),
  strictDisplay: boolean('strict_display').notNull().default(false),
});

// ── Dealers' content pages and blog articles ────────────────────────────────────────────────────
// Each page is Markdown with YAML front matter (`source`, what the dealer wrote); the front matter's fields
// the site lists and filters by are copied into columns when it is stored (decision 025).
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The page's path on the site: '/about-us', '/pages/summer-sale', '/blog/buyer-advice/first-car'. */
    path: text('path').notNull(),
    source: text('source').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** A blog article's category slug ('buyer-advice'); null for every other page. */
    category: text('category'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    startAt: timestamp('start_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    uniqueIndex('content_pages_site_path').on(t.siteId, t.path),
    index('content_pages_site_category').on(t.siteId, t.category, t.publishedAt),
  ],
);
