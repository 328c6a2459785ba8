// `npm run bench`: latency of the stock queries the site runs today, per site, at the current database
// size (reseed with `npm run seed -- --cars 100000` to measure at scale). The in-memory search engine adds
// its own rows here, beside this SQL baseline.
import { and, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { cars, siteDealerships, sites } from '../src/db/schema';
import { stockScope } from '../src/features/search/rules';
import { scopeConditions } from '../src/features/search/scope-sql';
import { parseSiteConfig } from '../src/tenancy/site-config';
import { openScriptDb } from './script-db';

const ROUNDS = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 40;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const handle = await openScriptDb('bench');
const { db } = handle;
const [{ total }] = await db.select({ total: count() }).from(cars);
console.log(`${handle.kind}, ${total} cars, ${ROUNDS} rounds per query (milliseconds)\n`);
console.log('site                 query                     p50      p95');
for (const site of await db.select().from(sites)) {
  const config = parseSiteConfig(site.slug, site.config);
  const links = await db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  const scope = stockScope(
    config,
    links.map((l) => l.dealershipId),
    new Date(),
  );
  const where = scopeConditions(scope, { inStockOnly: true });
  const queries: [string, () => Promise<unknown>][] = [
    [
      'featured stock (8)',
      () =>
        db
          .select()
          .from(cars)
          .where(and(where, gt(cars.price, 0), isNotNull(cars.primaryImageUrl)))
          .orderBy(desc(cars.createdAt))
          .limit(8),
    ],
    [
      'body type counts',
      () => db.select({ b: cars.simpleBody, n: count() }).from(cars).where(where).groupBy(cars.simpleBody),
    ],
    [
      'car type counts',
      () => db.select({ t: cars.carType, n: count() }).from(cars).where(where).groupBy(cars.carType),
    ],
    [
      'one make, price sorted',
      () =>
        db
          .select()
          .from(cars)
          .where(and(where, inArray(cars.make, ['Toyota', 'Mazda'])))
          .orderBy(cars.price)
          .limit(21),
    ],
  ];
  for (const [name, run] of queries) {
    const { p50, p95 } = await time(run);
    console.log(
      `${site.slug.padEnd(20)} ${name.padEnd(24)} ${p50.toFixed(2).padStart(7)} ${p95.toFixed(2).padStart(8)}`,
    );
  }
}
await handle.close();
