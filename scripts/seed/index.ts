import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import {
  appMeta,
  cars,
  dealerships,
  deliveryRegions,
  locations,
  manufacturers,
  models,
  openingHours,
  reviews,
  specialHours,
} from '../../src/db/schema';
import { reviewSummary } from '../../src/features/locations/rules';
import { loadShippedContent } from '../../src/features/pages/content-files';
import { issueApiKey } from '../../src/lib/api-key';
import { carImageUrl, logoUrl } from '../../src/lib/media-names';
import { formattedHours } from '../../src/lib/opening-hours';
import type { SiteConfig } from '../../src/tenancy/site-config';
import { syncSiteFiles } from '../../src/tenancy/site-file-sync';
import { loadSiteConfigs } from '../../src/tenancy/site-files';
import { syncSites } from '../../src/tenancy/sync-sites';
import { type ActivitySummary, seedActivity } from './activity';
import { BODY_FAMILIES, type CarDealer, type CarInsert, generateCar } from './cars';
import { MAKES } from './catalogue';
import { holidayHours, type LocationType, locationRows, profileFor, weekHours } from './dealers';
import { deliveryRows } from './delivery';
import { referencedMedia } from './media/referenced';
import { Random } from './random';
import { seedRegistrations } from './rego';
import { type ReviewedDealership, reviewRows } from './reviews';

// The deterministic demo data: sites from config/sites, their dealerships, locations, hours, reviews,
// delivery regions, the make/model catalogue, the stock and the rego register, then (optionally) every
// image the data refers to. Same seed and same `now`, same rows. Expects a freshly migrated, empty database.

export const DEFAULT_SEED = 20_260_601;
export const DEFAULT_CARS = 3200;
const BATCH = 500;

/** How the default 3,200 cars split across the demo sites; other sites get a small share. */
const SITE_WEIGHTS: Record<string, number> = {
  'coastal-toyota': 700,
  carzone: 1000,
  'summit-motor-group': 1200,
  'outback-rv': 300,
};

export type SeedOptions = {
  cars: number;
  seed?: number;
  renderImages?: boolean;
  /** The moment the data is relative to ('new for 8 days', 'sold in the last 3 days'); default: now. */
  now?: Date;
  mediaDir?: string;
  /** 60 days of shoppers' searches, car views and leads for the Reports screen (scripts/seed/activity.ts); default on. */
  activity?: boolean;
  onProgress?: (message: string) => void;
};

export type SeedSummary = {
  seed: number;
  now: string;
  sites: number;
  dealerships: number;
  locations: number;
  reviews: number;
  deliveryRegions: number;
  manufacturers: number;
  models: number;
  cars: number;
  /** Registrations in the demo rego register: the cars' plates, private cars and the demo plates. */
  registrations: number;
  bySite: Record<string, number>;
  byStatus: Record<string, number>;
  byCarType: Record<string, number>;
  byItemType: Record<string, number>;
  /** The demo activity written: search events, car views, leads and analytics events in all. */
  activity: ActivitySummary;
  images: { referenced: number; rendered: number; existing: number; ms: number; skipped: boolean };
  ms: { data: number; images: number; total: number };
  /** Each dealership's stock-feed API key, random on every seeding: shown once, stored only as a digest. */
  stockKeys: Record<string, string>;
};

type Executor = Pick<Db, 'insert' | 'update' | 'execute' | 'select'>;

/** The audit log is append-only (a trigger refuses TRUNCATE too): a reseed leaves it as it was. */
const KEPT_ON_WIPE = new Set(['audit_log']);

/** Empties every table of the schema but the audit log (identity counters restarted), for a clean reseed. */
export async function wipeDatabase(db: Pick<Db, 'execute'>): Promise<void> {
  const names = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => !KEPT_ON_WIPE.has(name))
    .map((name) => `"${name}"`);
  await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

/** Splits `total` in proportion to `weights` with whole numbers that add up exactly. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact
    .map((v, i) => [v - Math.floor(v), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k][1]] += 1;
  return out;
}

const increment = (map: Record<string, number>, key: string) => {
  map[key] = (map[key] ?? 0) + 1;
};

// The order the demo sites were first seeded in: dealership profiles and stock are drawn in this order, so
// keeping it keeps the demo data the same whatever order the files list in.
const DEMO_SITE_ORDER = ['coastal-toyota', 'carzone', 'summit-motor-group', 'outback-rv'];
const demoOrder = (configs: SiteConfig[]) =>
  configs.toSorted((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
const rank = (slug: string) => {
  const index = DEMO_SITE_ORDER.indexOf(slug);
  return index === -1 ? DEMO_SITE_ORDER.length : index;
};

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const total = Math.max(0, Math.floor(options.cars));
  const root = new Random(seed);
  const log = options.onProgress ?? (() => {});

  const configs = demoOrder(loadSiteConfigs());
  const summary: SeedSummary = {
    seed,
    now: now.toISOString(),
    sites: configs.length,
    dealerships: 0,
    locations: 0,
    reviews: 0,
    deliveryRegions: 0,
    manufacturers: 0,
    models: 0,
    cars: 0,
    registrations: 0,
    bySite: {},
    byStatus: {},
    byCarType: {},
    byItemType: {},
    activity: { searches: 0, views: 0, leads: 0, events: 0 },
    images: { referenced: 0, rendered: 0, existing: 0, ms: 0, skipped: true },
    ms: { data: 0, images: 0, total: 0 },
    stockKeys: {},
  };

  await db.transaction(async (tx) => {
    // ── Dealerships (each slug once, even if several sites name it), then the sites that link them ──
    const slugs = [...new Set(configs.flatMap((config) => config.dealerships))];
    const profiles = slugs.map((slug, i) => profileFor(slug, i));
    const dealerRows = await tx
      .insert(dealerships)
      .values(
        profiles.map((p) => {
          const { key, hash } = issueApiKey();
          summary.stockKeys[p.slug] = key;
          return {
            slug: p.slug,
            name: p.name,
            leadEmail: `sales@${p.slug}.example.com.au`,
            apiKeyHash: hash,
            apiKeyIssuedAt: new Date(),
            crmFormat: null,
          };
        }),
      )
      .returning({ id: dealerships.id, slug: dealerships.slug });
    const dealerId = new Map(dealerRows.map((r) => [r.slug, r.id]));
    summary.dealerships = dealerRows.length;

    const seededSites = await syncSites(tx as unknown as Db, configs);
    log(`sites: ${seededSites.map((s) => s.slug).join(', ')}`);
    const content = await loadShippedContent(tx as unknown as Db);
    log(`content pages: ${content.map((c) => `${c.site} ${c.pages}`).join(', ')}`);
    const dealerSite = new Map<string, (typeof seededSites)[number]>();
    for (const site of seededSites)
      for (const slug of site.config.dealerships) if (!dealerSite.has(slug)) dealerSite.set(slug, site);

    // ── Locations, hours, reviews, delivery regions ──
    const carDealers = new Map<string, CarDealer>();
    const imageCounter = { next: 0 };
    const allHours: (typeof openingHours.$inferInsert)[] = [];
    const allSpecial: (typeof specialHours.$inferInsert)[] = [];
    const reviewed: ReviewedDealership[] = [];
    const allRegions: (typeof deliveryRegions.$inferInsert)[] = [];
    for (const profile of profiles) {
      const site = dealerSite.get(profile.slug) as (typeof seededSites)[number];
      const id = dealerId.get(profile.slug) as number;
      const r = root.fork('dealership', profile.slug);
      const firstOfSite = site.config.dealerships[0] === profile.slug;
      const rows = locationRows(profile, id, r, imageCounter, firstOfSite ? site.config.phones : null);
      const inserted = await tx.insert(locations).values(rows).returning({
        id: locations.id,
        city: locations.city,
        state: locations.state,
        postcode: locations.postcode,
      });
      summary.locations += inserted.length;
      rows.forEach((row, i) => {
        const hr = r.fork('hours', i);
        for (const h of weekHours(
          row.locationType as never,
          hr,
          site.config.siteType === 'used-supermarket',
        )) {
          allHours.push({ locationId: inserted[i].id, ...h, formatedHours: formattedHours(h) });
        }
        for (const s of holidayHours(row.locationType as never, now, hr))
          allSpecial.push({ locationId: inserted[i].id, ...s });
      });
      reviewed.push({
        id,
        profile,
        locations: inserted.map((l, i) => ({
          id: l.id,
          type: (rows[i].locationType ?? 'sales') as LocationType,
        })),
      });
      if (site.config.features.deliveryCalculator) {
        allRegions.push(...deliveryRows(id, profile.state, Number(rows[0].postcode), r.fork('delivery')));
      }
      carDealers.set(profile.slug, {
        id,
        profile,
        site: { slug: site.slug, config: site.config as SiteConfig },
        locations: inserted.map((l, i) => ({
          id: l.id,
          city: l.city,
          state: l.state,
          postcode: l.postcode,
          type: rows[i].locationType ?? 'sales',
          primary: Boolean(rows[i].primary),
        })),
      });
    }
    await insertChunked(tx, openingHours, allHours);
    await insertChunked(tx, specialHours, allSpecial);
    const allReviews = reviewRows(reviewed, now, root.fork('reviews'));
    await insertChunked(tx, reviews, allReviews);
    // Each location's and dealership's rating and count are its reviews' (the pages work them out the same way).
    for (const [table, key] of [
      [locations, 'locationId'],
      [dealerships, 'dealershipId'],
    ] as const) {
      const ratings = new Map<number, number[]>();
      for (const review of allReviews) {
        const owner = review[key];
        if (owner != null) ratings.set(owner, [...(ratings.get(owner) ?? []), review.rating]);
      }
      for (const [owner, list] of ratings) {
        const summary = reviewSummary(
          list.length,
          list.reduce((a, b) => a + b, 0),
        );
        await tx
          .update(table)
          .set({ averageRating: summary?.average ?? null, reviewCount: list.length })
          .where(eq(table.id, owner));
      }
    }
    await insertChunked(tx, deliveryRegions, allRegions);
    summary.reviews = allReviews.length;
    summary.deliveryRegions = allRegions.length;
    log(`dealerships: ${summary.dealerships}, locations: ${summary.locations}, reviews: ${summary.reviews}`);

    // ── Catalogue ──
    const makeRows = await tx
      .insert(manufacturers)
      .values(
        MAKES.map((mk) => ({
          name: mk.name,
          slug: mk.slug,
          logoUrl: mk.logo ? logoUrl(mk.slug) : null,
          vehicleKind: mk.kind,
          certifiedProgramme: mk.certified,
        })),
      )
      .returning({ id: manufacturers.id, slug: manufacturers.slug });
    const makeId = new Map(makeRows.map((r) => [r.slug, r.id]));
    const catalogueRng = root.fork('catalogue');
    const modelRows = MAKES.flatMap((mk) =>
      mk.models.map((model) => {
        return {
          manufacturerId: makeId.get(mk.slug) as number,
          name: model.name,
          slug: model.slug,
          body: model.body,
          overrideUrl: null,
          imageUrl: carImageUrl(model.body, BODY_FAMILIES[model.body][0], 1),
          cloudfrontNewImageUrl: null,
          accessoriesCount: mk.kind === 'car' ? catalogueRng.int(0, 45) : 0,
        };
      }),
    );
    await insertChunked(tx, models, modelRows);
    summary.manufacturers = makeRows.length;
    summary.models = modelRows.length;

    // ── Stock, streamed in batches ──
    const siteTotals = apportion(
      total,
      seededSites.map((s) => SITE_WEIGHTS[s.slug] ?? 300),
    );
    let buffer: CarInsert[] = [];
    const flush = async () => {
      if (buffer.length === 0) return;
      await insertCars(tx, buffer);
      summary.cars += buffer.length;
      buffer = [];
    };
    for (const [s, site] of seededSites.entries()) {
      const siteDealers = site.config.dealerships
        .filter((slug) => dealerSite.get(slug)?.slug === site.slug)
        .map((slug) => carDealers.get(slug) as CarDealer);
      const perDealer = apportion(
        siteTotals[s],
        siteDealers.map((d) => d.profile.share),
      );
      // Interleave the site's dealerships so each gets the site's guaranteed variety (hidden_from_stock 0..14).
      const counters = siteDealers.map(() => 0);
      let siteIndex = 0;
      let remaining = perDealer.reduce((a, b) => a + b, 0);
      while (remaining > 0) {
        for (const [d, dealer] of siteDealers.entries()) {
          if (counters[d] >= perDealer[d]) continue;
          const dealerIndex = counters[d]++;
          const row = generateCar({
            dealer,
            dealerIndex,
            siteIndex: siteIndex++,
            now,
            rng: root.fork('car', dealer.profile.slug, dealerIndex),
          });
          increment(summary.bySite, site.slug);
          increment(summary.byStatus, row.status ?? 'in_stock');
          increment(summary.byCarType, row.carType);
          increment(summary.byItemType, row.itemType ?? 'car');
          buffer.push(row);
          remaining--;
          if (buffer.length >= BATCH) await flush();
        }
      }
      await flush();
      log(`cars: ${site.slug} ${summary.bySite[site.slug] ?? 0}`);
    }
    // ── The rego register: the plates just issued to the stock, and private cars ──
    summary.registrations = await seedRegistrations(tx, root.fork('rego'), now);
    log(`registrations: ${summary.registrations}`);
    if (options.activity ?? true) {
      summary.activity = await seedActivity(tx, seededSites, now, root.fork('activity'));
      const a = summary.activity;
      log(`activity: ${a.searches} searches, ${a.views} car views, ${a.leads} leads, ${a.events} events`);
    }
    // Let running app processes (and their search indexes) know the stock changed.
    await tx
      .insert(appMeta)
      .values({ key: 'stock_version', value: 1 })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`${appMeta.value} + 1` } });
  });
  // The same files again as documents: each site's first version, and the digests that spare a restart
  // from loading them once more.
  await syncSiteFiles(db);

  summary.ms.data = Math.round(performance.now() - started);
  // The images are read back from the rows just written: what the product can ask for is what gets drawn.
  const media = await referencedMedia(db);
  summary.images.referenced = media.length;
  if (options.renderImages) {
    log(`${media.length} images referenced: rendering those not in the media folder...`);
    // Imported lazily: sharp is only loaded when images are rendered.
    const { renderAllMedia } = await import('./media/render');
    let lastReport = 0;
    const result = await renderAllMedia(media, {
      dir: options.mediaDir,
      concurrency: 4,
      onProgress: (done, all) => {
        if (done - lastReport >= 100 || done === all) {
          lastReport = done;
          log(`  images ${done}/${all}`);
        }
      },
    });
    summary.images = {
      referenced: media.length,
      rendered: result.rendered,
      existing: result.existing,
      ms: result.ms,
      skipped: false,
    };
    summary.ms.images = result.ms;
  }
  summary.ms.total = Math.round(performance.now() - started);
  return summary;
}

const CAR_COLUMNS = Object.entries(getTableColumns(cars)).filter(([key]) => key !== 'id');

/**
 * One statement per batch with the rows as a single JSON parameter (json_populate_recordset): several
 * times faster than binding ~95 parameters per row, on PGlite and on a server alike. Columns a row does
 * not set are left out, so their defaults apply.
 */
async function insertCars(tx: Executor, batch: CarInsert[]): Promise<void> {
  const present = CAR_COLUMNS.filter(([key]) => key in batch[0]);
  const names = present.map(([, column]) => `"${column.name}"`).join(', ');
  const json = JSON.stringify(
    batch.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of present) {
        const value = (row as Record<string, unknown>)[key];
        out[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
      }
      return out;
    }),
  );
  await tx.execute(
    sql`insert into cars (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::cars, ${json}::json)`,
  );
}

async function insertChunked<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size) as never);
}
