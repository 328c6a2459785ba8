import 'server-only';
import { type AnyColumn, and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars, dealerships, manufacturers, models } from '@/db/schema';
import { containsPattern } from '@/lib/like-pattern';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import type { CatalogueSearch } from './schema';

const PAGE_SIZE = 21;

export type CatalogueHit = {
  name: string;
  slug: string;
  body: string | null;
  override_url: string | null;
  image: { url: string | null };
  cloudfront_new_image_url: string | null;
  accessories_count: number;
  manufacturer: { name: string; slug: string; logo: { url: string | null } };
};

/** A column among names, ignoring case ('SUV' finds the models whose body is 'suv'). */
function inNames(column: AnyColumn, names: string[] | undefined): SQL | undefined {
  if (!names?.length) return undefined;
  return inArray(
    sql`lower(${column})`,
    names.map((name) => name.toLowerCase()),
  );
}

/**
 * Models by manufacturer, name, body and free text; with a dealership, only models it has in stock. The
 * dealership must be one of the requesting site's: another tenant's matches nothing.
 */
export async function searchCatalogue(site: Site, search: CatalogueSearch) {
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [
    inNames(manufacturers.name, search['manufacturer.name']),
    inNames(models.name, search['model.name']),
    inNames(models.body, search['model.body']),
  ];
  for (const word of (search.query ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(word);
    conditions.push(or(ilike(models.name, pattern), ilike(manufacturers.name, pattern)));
  }
  if (search.dealership) {
    const siteDealerships = visibleDealerships(site).map((d) => d.id);
    if (siteDealerships.length === 0) siteDealerships.push(-1);
    conditions.push(
      sql`exists (select 1 from ${cars} join ${dealerships} on ${dealerships.id} = ${cars.dealershipId}
        where ${dealerships.slug} = ${search.dealership} and ${inArray(dealerships.id, siteDealerships)}
        and ${cars.status} = 'in_stock'
        and ${cars.make} = ${manufacturers.name} and ${cars.model} = ${models.name})`,
    );
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ model: models, manufacturer: manufacturers })
      .from(models)
      .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
      .where(where)
      .orderBy(asc(manufacturers.name), asc(models.name))
      .limit(PAGE_SIZE)
      .offset(search.offset),
    db
      .select({ total: count() })
      .from(models)
      .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
      .where(where),
  ]);
  const hits: CatalogueHit[] = rows.map(({ model, manufacturer }) => ({
    name: model.name,
    slug: model.slug,
    body: model.body,
    override_url: model.overrideUrl,
    image: { url: model.imageUrl },
    cloudfront_new_image_url: model.cloudfrontNewImageUrl,
    accessories_count: model.accessoriesCount,
    manufacturer: { name: manufacturer.name, slug: manufacturer.slug, logo: { url: manufacturer.logoUrl } },
  }));
  return { hits, count: total, pages: Math.ceil(total / PAGE_SIZE) };
}
