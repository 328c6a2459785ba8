// Sites (tenancy): each white-label site, the templates it extends, its version history, and the
// dealerships it shows.

import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// ── Tenancy ────────────────────────────────────────────────────────────────────────────────────
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  hostnames: text('hostnames').array().notNull().default(sql`'{}'::text[]`),
  // The resolved SiteConfig (template merged in), validated by tenancy/site-config.ts on load.
  config: jsonb('config').notNull(),
  // The site's document as written (its own settings and the template it extends); null for a row that
  // predates site documents, until its next change. `json`, not `jsonb`, so it reads back in its own order.
  document: json('document'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Templates sites extend by name (a site family, type or group): partial settings, as written.
export const siteTemplates = pgTable('site_templates', {
  name: text('name').primaryKey(),
  document: json('document').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

// Every accepted change of a site or template: the document it left, who made it, when, and which
// settings it changed. A rollback is a new version carrying an earlier document.
export const siteVersions = pgTable(
  'site_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['site', 'template'] }).notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    document: json('document').notNull(),
    changes: text('changes').array().notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    // The site's locations this version changed (published from the console): each one's settings before
    // and after, so a rollback can undo them too. Null when it changed none.
    locationChanges: json('location_changes'),
  },
  (table) => [uniqueIndex('site_versions_kind_name_version').on(table.kind, table.name, table.version)],
);

// A site's unpublished changes, made in the console: its whole document and its locations' settings as the
// draft has them, the version it began from, and the secret that opens its preview on the site's own host.
export const siteDrafts = pgTable('site_drafts', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  document: json('document').notNull(),
  locations: json('locations').notNull().default({}),
  baseVersion: integer('base_version').notNull(),
  previewToken: text('preview_token').notNull().unique(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
});

// The digest of each shipped site file as last loaded, so a file is loaded again only when it changes
// (and a change made through the command or the API is not undone by a restart).
export const siteSources = pgTable('site_sources', {
  file: text('file').primaryKey(),
  digest: text('digest').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dealerships = pgTable('dealerships', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  averageRating: real('average_rating'),
  reviewCount: integer('review_count').notNull().default(0),
  leadEmail: text('lead_email'),
  crmWebhookUrl: text('crm_webhook_url'),
  crmFormat: text('crm_format', { enum: ['adf', 'json'] }),
  // SHA-256 of the stock-feed API key; the key itself is never stored.
  apiKeyHash: text('api_key_hash').unique(),
  // When the present key was issued (none: no key, or one issued before this was kept).
  apiKeyIssuedAt: timestamp('api_key_issued_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const siteDealerships = pgTable(
  'site_dealerships',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.dealershipId] })],
);

// Read-only keys partners (a marketplace, a lender) use to read a site's stock from its partner API. Each is
// shown once when issued and kept as its SHA-256 digest; a revoked key stays listed but opens nothing.
export const partnerKeys = pgTable('partner_keys', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
