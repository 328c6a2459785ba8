import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { putContentPage } from '../../src/content/store';
import type { Db } from '../../src/db/client';
import {
  cars,
  garageVehicles,
  leadAssignmentRules,
  leadReplyTemplates,
  leads,
  locations,
  onlinePayments,
  reservations,
  reviews,
  savedSearches,
  session,
  sites,
  user,
  valuationPhotos,
  valuations,
  watchlistItems,
} from '../../src/db/schema';
import { unsubscribeToken } from '../../src/features/saved-searches/token';
import { platformKey } from '../../src/lib/platform-key';
import { tokenDigest } from '../../src/session/session-rules';
import { getSite } from '../../src/tenancy/get-site';
import { visibleDealerships } from '../../src/tenancy/site';
import { leadPayload } from '../helpers/stored-lead';

// One tenant's data as the isolation matrix aims at it: a car, a dealership, a location, content pages,
// and a shopper's watchlist entry, saved search, garage vehicle, valuation (with a photo), reservation and
// online payment on that site. Every shopper record belongs to one person, Sam, who is signed in on every
// site: a handler that checks the shopper but not the site would hand Sam's records on one site to another.

export const SAM_PHONE = '0412 555 010';
const SAM_NATIONAL = '0412555010';

export type Tenant = {
  site: string;
  siteId: number;
  car: { id: number; slug: string; stocknum: string };
  dealership: { id: number; slug: string };
  location: { id: number; slug: string };
  reservationId: string;
  onlinePaymentId: string;
  valuationId: string;
  photoId: number;
  savedSearchId: number;
  unsubscribeToken: string;
  garageVehicleId: number;
  /** A finance application's lead, as /finance/pre-approval?id= shows it. */
  financeLeadId: string;
  /** One of the site's reply templates (the console's). */
  replyTemplateId: number;
  /** One of the site's assignment rules. */
  assignmentRuleId: number;
  /** A review of the tenant's location. */
  reviewId: number;
  contentPath: string;
  article: { category: string; slug: string };
  /** Sam's session cookie on this site. */
  cookie: string;
  stockKey: string;
};

/** What no tenant has: the answer to it is what another tenant's must look like. */
export function unknownTenant(of: Tenant): Tenant {
  return {
    ...of,
    car: { id: 2_000_000_001, slug: 'no-such-car-2000000001', stocknum: 'NO-SUCH-STOCK' },
    dealership: { id: 2_000_000_002, slug: 'no-such-dealership' },
    location: { id: 2_000_000_003, slug: 'no-such-location' },
    reservationId: randomUUID(),
    onlinePaymentId: randomUUID(),
    valuationId: randomUUID(),
    photoId: 2_000_000_004,
    savedSearchId: 2_000_000_005,
    unsubscribeToken: unsubscribeToken(2_000_000_005, platformKey()),
    garageVehicleId: 2_000_000_006,
    financeLeadId: randomUUID(),
    replyTemplateId: 2_000_000_007,
    assignmentRuleId: 2_000_000_008,
    reviewId: 2_000_000_009,
    contentPath: '/pages/no-such-page',
    article: { category: of.article.category, slug: 'no-such-article' },
  };
}

/** The id strings of a tenant's records, as they would show in an answer that leaked them. */
export function markersOf(tenant: Tenant): string[] {
  return [
    tenant.car.slug,
    tenant.location.slug,
    tenant.reservationId,
    tenant.onlinePaymentId,
    tenant.valuationId,
    tenant.financeLeadId,
    tenant.contentPath,
    tenant.article.slug,
  ];
}

let sam: string | undefined;

async function samId(db: Db): Promise<string> {
  if (sam) return sam;
  const [row] = await db
    .insert(user)
    .values({
      id: randomUUID(),
      name: 'Sam Isolation',
      firstName: 'Sam',
      lastName: 'Isolation',
      email: 'sam.isolation@example.com',
      phoneNumber: SAM_NATIONAL,
      phoneNumberVerified: true,
    })
    .returning({ id: user.id });
  sam = row.id;
  return sam;
}

/** Signs `userId` in on the site directly (as a right code would), answering the session cookie. */
export async function signIn(db: Db, siteId: number, userId: string): Promise<string> {
  const token = `iso-${randomUUID()}`;
  await db.insert(session).values({
    id: randomUUID(),
    token: tokenDigest(token),
    userId,
    siteId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return `shopper_session=${token}`;
}

/** Builds the tenant's records; `others` are the sites it is probed from, whose dealerships it must not share. */
/** The site's own sale page, stored as it was first (again, after a console row changed or deleted it). */
export async function storeMembersOffer(db: Db, slug: string): Promise<string> {
  const path = `/pages/members-offer-${slug}`;
  await putContentPage(
    db,
    slug,
    path,
    `---\ntitle: Members offer of ${slug}\ndescription: Only for ${slug}\nexpiry: 2099-01-01\n---\nFor ${slug} shoppers only.\n`,
    'isolation test',
  );
  return path;
}

export async function buildTenant(
  db: Db,
  slug: string,
  others: string[],
  stockKeys: Record<string, string>,
): Promise<Tenant> {
  const site = await getSite(slug);
  if (!site) throw new Error(`No site ${slug}`);
  const foreign = new Set<number>();
  for (const other of others) {
    const otherSite = await getSite(other);
    for (const d of otherSite?.dealerships ?? []) foreign.add(d.id);
  }
  const own = visibleDealerships(site).filter((d) => !foreign.has(d.id));
  const [car] = await db
    .select()
    .from(cars)
    .where(
      and(
        inArray(
          cars.dealershipId,
          own.map((d) => d.id),
        ),
        eq(cars.status, 'in_stock'),
        eq(cars.showOnDealerWebsite, true),
        sql`${cars.locationId} is not null`,
        sql`${cars.price} > 0`,
      ),
    )
    .orderBy(cars.id)
    .limit(1);
  if (!car) throw new Error(`No car of ${slug} in the test data`);
  const dealership = own.find((d) => d.id === car.dealershipId) as (typeof own)[number];
  const [location] = await db
    .select({ id: locations.id, slug: locations.slug })
    .from(locations)
    .where(eq(locations.id, car.locationId as number));
  const userId = await samId(db);
  const cookie = await signIn(db, site.id, userId);

  await db.insert(watchlistItems).values({ userId, siteId: site.id, carId: car.id, priceAtSave: car.price });
  const [search] = await db
    .insert(savedSearches)
    .values({
      userId,
      siteId: site.id,
      path: '/search',
      query: `make=${car.make}`,
      preset: {},
      name: `${car.make} on ${slug}`,
      channel: 'email',
    })
    .returning({ id: savedSearches.id });
  const [garage] = await db
    .insert(garageVehicles)
    .values({
      userId,
      siteId: site.id,
      rego: 'ISO001',
      state: 'QLD',
      make: car.make,
      model: car.model,
      year: 2019,
    })
    .returning({ id: garageVehicles.id });
  const [valuation] = await db
    .insert(valuations)
    .values({
      siteId: site.id,
      userId,
      idempotencyKey: `isolation-${slug}`,
      rego: 'ISO001',
      regoState: 'QLD',
      vehicle: { year: 2019, make: car.make, model: car.model, badge: null, series: null, vin: null },
      kms: 40_000,
      contact: { firstName: 'Sam', mobile: SAM_NATIONAL },
      status: 'valued',
      estimateLow: 18_000,
      estimateHigh: 21_000,
      offer: 19_000,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: valuations.id });
  const [photo] = await db
    .insert(valuationPhotos)
    .values({
      valuationId: valuation.id,
      key: `trade-in/${valuation.id}/1.webp`,
      width: 800,
      height: 600,
      bytes: 1000,
    })
    .returning({ id: valuationPhotos.id });
  const [reservation] = await db
    .insert(reservations)
    .values({
      siteId: site.id,
      carId: car.id,
      userId,
      idempotencyKey: `isolation-${slug}`,
      contact: {
        name: 'Sam',
        last_name: 'Isolation',
        email: 'sam.isolation@example.com',
        phone: SAM_NATIONAL,
        postcode: '4000',
      },
      kind: 'purchase',
      purchase: {
        price: car.price ?? 0,
        fulfilment: { method: 'pickup', location: location.slug },
        tradeIn: null,
        payment: 'pay',
        weeklyRepayment: null,
      },
      amountCents: 50_000,
      status: 'held',
      paymentId: `tpi_isolation_${site.id}`,
      paidAt: new Date(),
      holdUntil: new Date(Date.now() + 2 * 86_400_000),
    })
    .returning({ id: reservations.id });
  const [payment] = await db
    .insert(onlinePayments)
    .values({
      siteId: site.id,
      userId,
      idempotencyKey: `isolation-${slug}`,
      reference: `INV-${slug}`,
      amountCents: 12_345,
      firstName: 'Sam',
      lastName: 'Isolation',
      email: 'sam.isolation@example.com',
      phone: SAM_NATIONAL,
      status: 'paid',
      paymentId: `tpi_isolation_payment_${site.id}`,
      paidAt: new Date(),
    })
    .returning({ id: onlinePayments.id });

  const [financeLead] = await db
    .insert(leads)
    .values({
      siteId: site.id,
      dealershipId: dealership.id,
      carId: car.id,
      idempotencyKey: `isolation-${slug}`,
      category: 'finance',
      form: { kind: 'finance', fields: { firstName: 'Sam' }, vehicle: { name: car.name } },
      payload: leadPayload({ category: 'finance', email: 'sam.isolation@example.com', car_id: car.id }),
    })
    .returning({ id: leads.id });

  const contentPath = await storeMembersOffer(db, slug);
  const article = { category: 'buyer-advice', slug: `notes-of-${slug}` };
  await putContentPage(
    db,
    slug,
    `/blog/${article.category}/${article.slug}`,
    `---\ntitle: Notes of ${slug}\ndescription: An article only ${slug} publishes\ncategory: ${article.category}\npublished: 2026-01-05\nauthor: Sales team\n---\nFor ${slug} readers only.\n`,
    'isolation test',
  );

  return {
    site: slug,
    siteId: site.id,
    car: { id: car.id, slug: car.slug, stocknum: car.stocknum },
    dealership: { id: dealership.id, slug: dealership.slug },
    location,
    reservationId: reservation.id,
    onlinePaymentId: payment.id,
    valuationId: valuation.id,
    photoId: photo.id,
    savedSearchId: search.id,
    unsubscribeToken: unsubscribeToken(search.id, platformKey()),
    garageVehicleId: garage.id,
    financeLeadId: financeLead.id,
    replyTemplateId: await replyTemplateOf(db, slug),
    assignmentRuleId: await assignmentRuleOf(db, slug),
    reviewId: await reviewOf(db, dealership.id, location.id),
    contentPath,
    article,
    cookie,
    stockKey: stockKeys[dealership.slug] as string,
  };
}

/** A new reply template of the site (the console's templates), its id. */
export async function replyTemplateOf(db: Db, slug: string): Promise<number> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  const [template] = await db
    .insert(leadReplyTemplates)
    .values({
      siteId: site.id,
      name: `Isolation ${slug} ${randomUUID()}`,
      channel: 'email',
      subject: 'Your enquiry',
      body: 'Hi {first name}',
      updatedBy: 'isolation test',
    })
    .returning({ id: leadReplyTemplates.id });
  return template.id;
}

/** A new assignment rule of the site (for the kind nobody sends in these tests), its id. */
export async function assignmentRuleOf(db: Db, slug: string): Promise<number> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  const [rule] = await db
    .insert(leadAssignmentRules)
    .values({ siteId: site.id, kinds: ['careers'] })
    .returning({ id: leadAssignmentRules.id });
  return rule.id;
}

/** A new review of the location, its id. */
async function reviewOf(db: Db, dealershipId: number, locationId: number): Promise<number> {
  const [review] = await db
    .insert(reviews)
    .values({
      dealershipId,
      locationId,
      customerName: 'Isolation',
      text: 'Fine',
      rating: 4,
      reviewDate: '2026-01-05',
    })
    .returning({ id: reviews.id });
  return review.id;
}

/** Every table's content as one digest each, to show a refused request changed nothing. */
export async function fingerprint(db: Db, ignore: string[]): Promise<Record<string, string>> {
  const tables = await db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = rowsOf<{ name: string }>(tables)
    .map((t) => t.name)
    .filter((name) => !ignore.includes(name));
  const union = names
    .map(
      (name) =>
        `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
    )
    .join(' union all ');
  const digests = await db.execute(sql.raw(union));
  return Object.fromEntries(
    rowsOf<{ name: string; digest: string }>(digests).map((row) => [row.name, row.digest]),
  );
}

// PGlite and node-postgres both answer { rows }.
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
