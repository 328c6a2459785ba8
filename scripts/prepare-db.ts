// Run by `npm start` before the server: migrate, seed the demo data into an empty database, and write
// the site config files into the `sites` table (so edited or added sites take effect on restart). Then
// make sure every image the data refers to is in MEDIA_DIR: the server only serves files, so a cleared
// folder, a new brand or a feed naming a demo image is filled in here (a stat per file when all are there).
import { sites } from '../src/db/schema';
import { announceStockKeys } from '../src/features/stock-import/keys';
import { syncSites } from '../src/tenancy/sync-sites';
import { openScriptDb } from './script-db';
import { seedDatabase } from './seed/index';
import { renderReferencedMedia } from './seed/media/render';

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
    const images = await renderReferencedMedia(handle.db, {
      onProgress: (done, total) => {
        if (done === 1) console.log(`Rendering ${total} missing images...`);
      },
    });
    if (images.rendered > 0) console.log(`Rendered in ${(images.ms / 1000).toFixed(1)} s.`);
  }
} finally {
  await handle.close();
}
