import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cars, contentPages, dealerships, locations, sites } from '../db/schema';
import type { LocationSettings } from '../tenancy/location-settings';
import type { SiteConfig } from '../tenancy/site-config';
import {
  type Breach,
  type CheckedLocation,
  errorsIn,
  pageBreaches,
  type Scope,
  settingsBreaches,
  stockBreaches,
} from './rules';

// The compliance check over what a site publishes now (or would, with a draft): its settings, its pages
// live or to come, and the cars it advertises. `npm run compliance`, the console's Compliance screen and
// the publish gates all ask here.

/** A publish refused: the errors it would put on the site, each naming its rule. */
export class ComplianceError extends Error {
  constructor(readonly breaches: Breach[]) {
    super(`Refused by the compliance check: ${breaches.map((b) => `${b.rule} (${b.where})`).join('; ')}`);
  }
}

/** Throws ComplianceError when any of the breaches is an error. */
export function assertCompliant(breaches: readonly Breach[]): void {
  const errors = errorsIn(breaches);
  if (errors.length) throw new ComplianceError(errors);
}

async function siteLocations(
  db: Db,
  config: Pick<SiteConfig, 'dealerships' | 'hiddenDealerships' | 'hiddenLocations'>,
  drafted: Record<string, LocationSettings>,
): Promise<CheckedLocation[]> {
  const shown = config.dealerships.filter((slug) => !config.hiddenDealerships.includes(slug));
  if (shown.length === 0) return [];
  const rows = await db
    .select({
      slug: locations.slug,
      name: locations.name,
      state: locations.state,
      locationType: locations.locationType,
      dealerLicenseNumber: locations.dealerLicenseNumber,
    })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(inArray(dealerships.slug, shown), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
  return rows
    .filter((row) => !config.hiddenLocations.includes(row.slug))
    .map((row) => {
      const draft = drafted[row.slug];
      return draft ? { ...row, dealerLicenseNumber: draft.dealerLicenseNumber } : row;
    });
}

/** The breaches of a site's settings (its draft's, when given): its words, promotions and locations. */
export async function settingsCompliance(
  db: Db,
  config: SiteConfig,
  now: Date,
  drafted: Record<string, LocationSettings> = {},
): Promise<Breach[]> {
  return settingsBreaches(
    { copy: config.copy, promos: config.promos },
    await siteLocations(db, config, drafted),
    now,
  );
}

/** Everything the site publishes now: its settings, its pages live or to come, its advertised cars. */
export async function siteCompliance(db: Db, slug: string, now: Date): Promise<Breach[] | null> {
  const [site] = await db
    .select({ id: sites.id, config: sites.config })
    .from(sites)
    .where(eq(sites.slug, slug));
  if (!site) return null;
  const config = site.config as SiteConfig;
  const pages = await db
    .select({
      path: contentPages.path,
      title: contentPages.title,
      description: contentPages.description,
      body: contentPages.source,
    })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.siteId, site.id),
        or(isNull(contentPages.expiresAt), gt(contentPages.expiresAt, now)),
      ),
    )
    .orderBy(asc(contentPages.path));
  const shown = config.dealerships.filter((d) => !config.hiddenDealerships.includes(d));
  const stock = shown.length
    ? await db
        .select({
          id: cars.id,
          stockNumber: cars.stocknum,
          title: cars.name,
          price: cars.price,
          priceType: cars.priceType,
        })
        .from(cars)
        .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
        .where(
          and(
            inArray(dealerships.slug, shown),
            inArray(cars.status, ['in_stock', 'coming_soon']),
            lte(cars.hiddenFromStock, config.stockFilter.hiddenFromStockCount),
          ),
        )
        .orderBy(asc(cars.stocknum))
    : [];
  return [
    ...(await settingsCompliance(db, config, now)),
    ...pages.flatMap((page) => pageBreaches(page)),
    ...stockBreaches(stock),
  ];
}

/** Breaches counted by scope and severity, for a summary line. */
export function tally(breaches: readonly Breach[]): Record<Scope, { errors: number; warnings: number }> {
  const out: Record<Scope, { errors: number; warnings: number }> = {
    settings: { errors: 0, warnings: 0 },
    page: { errors: 0, warnings: 0 },
    stock: { errors: 0, warnings: 0 },
  };
  for (const b of breaches) out[b.scope][b.severity === 'error' ? 'errors' : 'warnings'] += 1;
  return out;
}
