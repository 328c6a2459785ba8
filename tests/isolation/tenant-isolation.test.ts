import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as account } from '../../src/app/api/account/route';
import { POST as stockFeed } from '../../src/app/api/admin/stock/route';
import { GET as sessionOf } from '../../src/app/api/auth/session/route';
import { POST as verifyCode } from '../../src/app/api/auth/verify-code/route';
import { GET as listSavedSearches } from '../../src/app/api/saved-searches/route';
import { GET as watchlistIds } from '../../src/app/api/watchlist/ids/route';
import { GET as rss } from '../../src/app/sites/[site]/blog/rss.xml/route';
import { GET as googleStores } from '../../src/app/sites/[site]/feeds/google-stores.xml/route';
import { GET as googleVehicles } from '../../src/app/sites/[site]/feeds/google-vehicles.xml/route';
import { GET as metaVehicles } from '../../src/app/sites/[site]/feeds/meta-vehicles.xml/route';
import { GET as stockCsv } from '../../src/app/sites/[site]/feeds/stock.csv/route';
import { GET as stockJson } from '../../src/app/sites/[site]/feeds/stock.json/route';
import { GET as sitemap } from '../../src/app/sites/[site]/sitemap.xml/route';
import { setDbHandleForTests } from '../../src/db';
import { signInCodes } from '../../src/db/schema';
import { CODE_TTL_MS, hashCode } from '../../src/features/accounts/rules';
import { logger } from '../../src/lib/logger';
import { getSite } from '../../src/tenancy/get-site';
import { createTestDb } from '../helpers/test-db';
import { ADMIN_CALLS } from './admin-calls';
import { API_MATRIX, type MatrixRow } from './api-matrix';
import { type Caller, callerOf } from './calls';
import { CONSOLE_MATRIX } from './console-matrix';
import { consoleManager, consoleRequest } from './console-staff';
import { PAGE_MATRIX } from './page-matrix';
import {
  assignmentRuleOf,
  buildTenant,
  fingerprint,
  markersOf,
  replyTemplateOf,
  SAM_PHONE,
  storeMembersOffer,
  type Tenant,
  unknownTenant,
} from './tenants';

// Tenant isolation under pressure: for each ordered pair (A, B), every row of the API and page matrices
// asks site A for B's records and must get what it gets for records nobody has, with nothing changed;
// and B's shopper session, stock-feed key and A's own credentials open nothing they should not.

/** Ordered pairs (prober, target): both directions of one pair, and a third pair of other sites. */
const PAIRS: [string, string][] = [
  ['coastal-toyota', 'carzone'],
  ['carzone', 'coastal-toyota'],
  ['summit-motor-group', 'outback-rv'],
];
const SITES = [...new Set(PAIRS.flat())];
// Counted on every request, whatever its answer; nothing in them is a tenant's record.
const COUNTERS = ['rate_limits'];
// 409: the site takes no such request at all (e.g. no online sales), before any id is read.
const REFUSALS = [400, 401, 403, 404, 409];
/** A page no site has. */
const NO_PAGE = '/pages/no-such-page';

let handle: Awaited<ReturnType<typeof createTestDb>>;
const tenants: Record<string, Tenant> = {};

beforeAll(async () => {
  logger.level = 'silent';
  handle = await createTestDb({ cars: 120 });
  setDbHandleForTests(handle);
  const summary = handle.seeded;
  for (const slug of SITES)
    tenants[slug] = await buildTenant(
      handle.db,
      slug,
      SITES.filter((other) => other !== slug),
      summary.stockKeys,
    );
}, 120_000);
afterAll(async () => {
  await handle?.drop();
});

/** The answer as text, each of the tenant's ids replaced by its name, so B's and nobody's compare. */
async function answerOf(response: Response, target: Tenant) {
  let text = await response.text();
  const ids: [string, string][] = [
    ['car', target.car.slug],
    ['location', target.location.slug],
    ['dealership', target.dealership.slug],
    ['reservation', target.reservationId],
    ['payment', target.onlinePaymentId],
    ['valuation', target.valuationId],
    ['token', target.unsubscribeToken],
    ['page', target.contentPath],
    ['article', target.article.slug],
  ];
  for (const [name, id] of ids) text = text.split(id).join(`<${name}>`);
  // A search answers how long it took.
  text = text.replace(/"ms":[\d.]+/g, '"ms":0');
  return { status: response.status, text };
}

async function changedTables(before: Record<string, string>) {
  const after = await fingerprint(handle.db, COUNTERS);
  return Object.keys(after).filter((table) => after[table] !== before[table]);
}

/** Every value under an `id` or `ids` key, anywhere in the answer. */
function idsIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'id' || key === 'ids') found.push(...(Array.isArray(inner) ? inner : [inner]));
      idsIn(inner, found);
    }
  return found;
}

const rowName = (row: MatrixRow) => `${row.method} /api/${row.route} with B’s ${row.takes}`;

describe.each(PAIRS)('site %s probing site %s', (a, b) => {
  describe('API matrix', () => {
    it.each(API_MATRIX.map((row) => [rowName(row), row] as const))('%s', async (_name, row) => {
      const as = callerOf(tenants[a]);
      const target = tenants[b];
      if (row.answer === 'list') {
        const response = await row.call(as, target);
        expect(response.status).toBe(200);
        const body = await response.json();
        const theirs = [target.car.id, target.savedSearchId, target.garageVehicleId, target.photoId];
        expect(idsIn(body).filter((id) => theirs.includes(id as number))).toEqual([]);
        for (const marker of markersOf(target)) expect(JSON.stringify(body)).not.toContain(marker);
        return;
      }
      const before = await fingerprint(handle.db, COUNTERS);
      const theirs = await answerOf(await row.call(as, target), target);
      expect(await changedTables(before), 'tables changed by B’s ids').toEqual([]);
      const nobody = unknownTenant(target);
      const unknown = await answerOf(await row.call(as, nobody), nobody);
      expect(theirs).toEqual(unknown);
      if ((row.answer ?? 'refused') === 'refused') expect(REFUSALS).toContain(theirs.status);
      for (const marker of markersOf(target)) expect(theirs.text).not.toContain(marker);
      if (row.own) expect((await row.call(as, tenants[a])).status, 'A’s own record').toBe(row.own);
    });
  });

  describe('page matrix', () => {
    it.each(PAGE_MATRIX.map((row) => [`/${row.page} with B’s ${row.takes}`, row] as const))(
      '%s',
      async (_name, row) => {
        const site = await getSite(a);
        if (!site) throw new Error(`No site ${a}`);
        expect(await row.load(site, tenants[b], tenants[a])).toBeFalsy();
        expect(await row.load(site, tenants[a], tenants[a]), 'A’s own record is found').toBeTruthy();
      },
    );
  });

  it('A’s sitemap and blog feed list none of B’s records', async () => {
    const context = { params: Promise.resolve({ site: a }) };
    const map = await (await sitemap(new Request(`http://${a}.localhost:3000/sitemap.xml`), context)).text();
    expect(map).toContain(tenants[a].contentPath);
    expect(map).toContain('/cars/');
    const feed = await (await rss(new Request(`http://${a}.localhost:3000/blog/rss.xml`), context)).text();
    for (const marker of markersOf(tenants[b])) {
      expect(map).not.toContain(marker);
      expect(feed).not.toContain(marker);
    }
  });

  it('A’s outbound feeds list none of B’s cars or locations', async () => {
    const context = { params: Promise.resolve({ site: a }) };
    const routes = [googleVehicles, googleStores, metaVehicles, stockCsv, stockJson];
    const feeds = await Promise.all(
      routes.map(async (route) =>
        (await route(new Request(`http://${a}.localhost:3000/feeds/x`), context)).text(),
      ),
    );
    expect(feeds[1], 'A’s own location is in its store feed').toContain(tenants[a].location.slug);
    for (const feed of feeds) for (const marker of markersOf(tenants[b])) expect(feed).not.toContain(marker);
  });

  describe('credentials', () => {
    it('B’s shopper session signs nobody in on A', async () => {
      const as = callerOf(tenants[a]);
      const cookie = tenants[b].cookie;
      const session = await (await as.send(sessionOf, { cookie })).json();
      expect(session).toEqual({ user: null });
      expect((await as.send(listSavedSearches, { cookie })).status).toBe(401);
      expect((await as.send(account, { cookie })).status).toBe(401);
      expect(await (await as.send(watchlistIds, { cookie })).json()).toEqual({ ids: [] });
    });

    it('B’s sign-in code signs nobody in on A, and stays good on B', async () => {
      const code = String(100_000 + tenants[b].siteId);
      await handle.db.insert(signInCodes).values({
        siteId: tenants[b].siteId,
        phone: SAM_PHONE.replaceAll(' ', ''),
        codeHash: hashCode(code, 'isolation'),
        salt: 'isolation',
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
      const before = await fingerprint(handle.db, COUNTERS);
      const onA = await callerOf(tenants[a]).send(verifyCode, {
        cookie: null,
        body: { phone_number: SAM_PHONE, code },
      });
      expect(onA.status).toBe(400);
      expect(onA.headers.get('set-cookie')).toBeNull();
      expect(await changedTables(before)).toEqual([]);
      const onB = await callerOf(tenants[b]).send(verifyCode, {
        cookie: null,
        body: { phone_number: SAM_PHONE, code },
      });
      expect(onB.status).toBe(200);
    });

    it('B’s stock-feed key changes none of A’s cars, even naming A’s stock number and location', async () => {
      const before = await fingerprint(handle.db, COUNTERS);
      const carsOfA = await carsOf(a);
      const as = callerOf(tenants[a]);
      const response = await as.send(stockFeed, {
        headers: { authorization: `Bearer ${tenants[b].stockKey}` },
        query: { full: 'false' },
        body: {
          cars: [
            {
              stocknum: tenants[a].car.stocknum,
              year: 2020,
              make: 'Toyota',
              model: 'Corolla',
              car_type: 'used',
              status: 'in_stock',
              price: 1,
              km: 1,
              location: tenants[a].location.slug,
            },
          ],
        },
      });
      const answer = await response.json();
      expect(answer.dealership).toBe(tenants[b].dealership.slug);
      expect(await carsOf(a)).toEqual(carsOfA);
      const changed = await changedTables(before);
      expect(
        // B's own new car starts its price history.
        changed.filter(
          (table) =>
            !['cars', 'stock_imports', 'stock_changes', 'app_meta', 'car_price_history'].includes(table),
        ),
      ).toEqual([]);
      const landed = await handle.db.query.cars.findFirst({
        where: (car, { and, eq }) =>
          and(eq(car.dealershipId, tenants[b].dealership.id), eq(car.stocknum, tenants[a].car.stocknum)),
      });
      expect(landed?.locationId).not.toBe(tenants[a].location.id);
    });

    const credentials: [string, (as: Caller) => Record<string, string>][] = [
      ['no key', () => ({})],
      ['A’s shopper session', (as) => ({ cookie: as.cookie })],
      ['A’s stock-feed key as Bearer', (as) => ({ authorization: `Bearer ${as.stockKey}` })],
      ['A’s stock-feed key as X-Api-Key', (as) => ({ 'x-api-key': as.stockKey })],
    ];
    it.each(ADMIN_CALLS.map((call) => [`${call.method} /api/${call.route}`, call] as const))(
      '%s on B refuses every one of A’s credentials',
      async (_name, { handler, method, params }) => {
        const as = callerOf(tenants[a]);
        for (const [, headersOf] of credentials) {
          const before = await fingerprint(handle.db, COUNTERS);
          const { cookie, ...headers } = headersOf(as);
          const response = await as.send(handler, {
            method,
            params: params(b),
            headers,
            cookie: cookie ?? null,
            body:
              method === 'GET' || method === 'DELETE' ? undefined : method === 'POST' ? { version: 1 } : '{}',
          });
          expect(response.status).toBe(401);
          expect(await changedTables(before)).toEqual([]);
        }
      },
    );
  });
});

describe.each(PAIRS)('the console: a manager of %s probing site %s', (a, b) => {
  let invited = 0;
  it.each(CONSOLE_MATRIX.map((row) => [`${row.method} /api/${row.route}`, row] as const))(
    '%s with B’s site (or B’s lead) is the 404 of one nobody has, changing nothing; with A’s, answered',
    async (_name, row) => {
      const cookie = await consoleManager(handle.db, a);
      const call = (
        site: string,
        lead = tenants[site]?.financeLeadId ?? randomUUID(),
        template = tenants[site]?.replyTemplateId ?? 2_000_000_007,
        rule = tenants[site]?.assignmentRuleId ?? 2_000_000_008,
        car = tenants[site]?.car.id ?? 2_000_000_001,
        reservation = tenants[site]?.reservationId ?? randomUUID(),
        payment = tenants[site]?.onlinePaymentId ?? randomUUID(),
        review = tenants[site]?.reviewId ?? 2_000_000_009,
        page = tenants[site]?.contentPath ?? NO_PAGE,
      ) => {
        invited += 1;
        const ids = {
          ...(row.lead ? { id: lead, delivery: '1' } : {}),
          ...(row.template ? { template: String(template) } : {}),
          ...(row.rule ? { rule: String(rule) } : {}),
          ...(row.car ? { car: String(car) } : {}),
          ...(row.reservation ? { reservation } : {}),
          ...(row.payment ? { payment } : {}),
          ...(row.review ? { review: String(review) } : {}),
          ...(row.report ? { report: 'leads-by-day.csv' } : {}),
          ...(row.page ? { path: page.split('/').filter(Boolean) } : {}),
        };
        return row.handler(consoleRequest(row.method, cookie, row.body?.(invited)), {
          params: Promise.resolve({ site, member: 'isolation-member', ...ids }),
        });
      };
      const before = await fingerprint(handle.db, COUNTERS);
      const theirs = await call(b);
      expect(await changedTables(before), 'tables changed by B’s site').toEqual([]);
      const nobody = await call('no-such-site');
      expect({ status: theirs.status, body: await theirs.text() }).toEqual({
        status: 404,
        body: await nobody.text(),
      });
      if (
        row.lead ||
        row.template ||
        row.rule ||
        row.car ||
        row.reservation ||
        row.payment ||
        row.review ||
        row.page
      ) {
        const theirRecord = row.lead
          ? await call(a, tenants[b].financeLeadId)
          : await call(
              a,
              undefined,
              tenants[b].replyTemplateId,
              tenants[b].assignmentRuleId,
              tenants[b].car.id,
              tenants[b].reservationId,
              tenants[b].onlinePaymentId,
              tenants[b].reviewId,
              tenants[b].contentPath,
            );
        expect(await changedTables(before), 'tables changed by B’s record').toEqual([]);
        const none = row.lead
          ? await call(a, randomUUID())
          : await call(
              a,
              undefined,
              2_000_000_007,
              2_000_000_008,
              2_000_000_001,
              randomUUID(),
              randomUUID(),
              2_000_000_009,
              NO_PAGE,
            );
        expect({ status: theirRecord.status, body: await theirRecord.text() }).toEqual({
          status: 404,
          body: await none.text(),
        });
      }
      const own = await call(a);
      expect(own.status, 'A’s own site').toBe(row.own);
      // The event stream runs until its reader lets go.
      await own.body?.cancel();
      // A's template or rule, deleted by its own call, is made again for the rows and pairs after.
      if (row.template && row.method === 'DELETE')
        tenants[a].replyTemplateId = await replyTemplateOf(handle.db, a);
      if (row.rule && row.method === 'DELETE')
        tenants[a].assignmentRuleId = await assignmentRuleOf(handle.db, a);
      // A's page, changed, unpublished or deleted by its own call, is stored as it was again.
      if (row.page && row.method !== 'GET') await storeMembersOffer(handle.db, a);
    },
  );
});

async function carsOf(slug: string) {
  const site = await getSite(slug);
  const ids = (site?.dealerships ?? []).map((d) => d.id);
  const rows = await handle.db.query.cars.findMany({
    where: (car, { inArray }) => inArray(car.dealershipId, ids),
    orderBy: (car, { asc }) => asc(car.id),
  });
  return rows;
}
