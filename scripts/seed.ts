// `npm run seed [-- --cars N] [--seed S] [--no-images]`: wipe every table and load the deterministic demo
// data (four sites, their dealerships, locations, reviews, the catalogue and N cars across the sites),
// then render every image the data refers to into MEDIA_DIR. Also importable: `seedDatabase` for the start
// script and tests (this file is what `import './seed'` resolves to).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CARS, DEFAULT_SEED, type SeedSummary, seedDatabase, wipeDatabase } from './seed/index';

export {
  DEFAULT_CARS,
  DEFAULT_SEED,
  type SeedOptions,
  type SeedSummary,
  seedDatabase,
  wipeDatabase,
} from './seed/index';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`${name}=`));
  return inline?.slice(name.length + 1);
}

function integer(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

const table = (title: string, counts: Record<string, number>) =>
  `  ${title.padEnd(10)} ${Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`;

export function formatSummary(s: SeedSummary): string {
  return [
    `Seeded ${s.cars} cars (seed ${s.seed}, now ${s.now}) in ${(s.ms.data / 1000).toFixed(1)} s` +
      (s.images.skipped ? ' (images not rendered)' : `, images ${(s.ms.images / 1000).toFixed(1)} s`),
    `  ${s.sites} sites, ${s.dealerships} dealerships, ${s.locations} locations, ${s.reviews} reviews, ` +
      `${s.deliveryRegions} delivery regions, ${s.manufacturers} makes, ${s.models} models, ` +
      `${s.registrations} registrations`,
    table('by site', s.bySite),
    table('status', s.byStatus),
    table('car_type', s.byCarType),
    table('item_type', s.byItemType),
    `  images     ${s.images.referenced} referenced` +
      (s.images.skipped ? '' : `, ${s.images.rendered} rendered, ${s.images.existing} already on disk`),
  ].join('\n');
}

async function main() {
  const carsWanted = integer('--cars', DEFAULT_CARS);
  const seed = integer('--seed', DEFAULT_SEED);
  const renderImages = !process.argv.includes('--no-images');
  const { openScriptDb } = await import('./script-db');
  const handle = await openScriptDb('seed');
  try {
    console.log(`Wiping the ${handle.kind} database and seeding ${carsWanted} cars...`);
    await wipeDatabase(handle.db);
    const summary = await seedDatabase(handle.db, {
      cars: carsWanted,
      seed,
      renderImages,
      onProgress: (message) => console.log(`  ${message}`),
    });
    console.log(formatSummary(summary));
    const { announceStockKeys } = await import('../src/features/stock-import/keys');
    await announceStockKeys(summary.stockKeys);
  } finally {
    await handle.close();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
