// Run by `npm start` before the server: migrate, seed the demo data into an empty database, and load the
// site files that changed since they were last loaded (each server process also follows them while it
// runs: src/tenancy/site-file-sync.ts). Then
// make sure every image the data refers to is in MEDIA_DIR: the server only serves files, so a cleared
// folder, a new brand or a feed naming a demo image is filled in here (a stat per file when all are there).
import { sites } from '../src/db/schema';
import { loadShippedContent } from '../src/features/pages/content-files';
import { announceStockKeys } from '../src/features/stock-import/keys';
import { syncSiteFiles } from '../src/tenancy/site-file-sync';
import { openScriptDb } from './script-db';
import { seedDatabase } from './seed/index';
import { renderReferencedMedia } from './seed/media/render';

const handle = await openScriptDb('start');
try {
  const existing = await handle.db.select({ id: sites.id }).from(sites).limit(1);
  const empty = existing.length === 0;
  if (empty) {
    console.log('Empty database: seeding the demo dealers (first start only)...');
    const started = Date.now();
    const summary = await seedDatabase(handle.db, { cars: 3200, renderImages: true });
    console.log(`Seeded ${summary.cars} cars in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    await announceStockKeys(summary.stockKeys);
  }
  const loads = await syncSiteFiles(handle.db, { log: { info: console.log, error: console.error } });
  const refused = loads.filter((load) => load.outcome === 'refused').length;
  if (refused) console.error(`${refused} site file(s) refused; see above.`);
  // A site with no content pages yet (one added since the seed) gets the shipped ones.
  for (const load of await loadShippedContent(handle.db))
    console.log(`Content: ${load.pages} pages for ${load.site}.`);
  if (!empty) {
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
