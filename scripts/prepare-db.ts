// Run by `npm start` before the server: migrate, seed the demo data into an empty database, and write
// the site config files into the `sites` table (so edited or added sites take effect on restart).
import { sites } from '../src/db/schema';
import { announceStockKeys } from '../src/features/stock-import/keys';
import { syncSites } from '../src/tenancy/sync-sites';
import { openScriptDb } from './script-db';
import { seedDatabase } from './seed/index';

const handle = await openScriptDb('start');
try {
  const existing = await handle.db.select({ id: sites.id }).from(sites).limit(1);
  if (existing.length === 0) {
    console.log('Empty database: seeding the demo dealers (first start only)...');
    const started = Date.now();
    const summary = await seedDatabase(handle.db, { cars: 3200, renderImages: true });
    console.log(`Seeded ${summary.cars} cars in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    await announceStockKeys(summary.stockKeys);
  } else {
    await syncSites(handle.db);
  }
} finally {
  await handle.close();
}
