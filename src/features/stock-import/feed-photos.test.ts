import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appMeta, cars, dealerships, feedPhotos, locations } from '@/db/schema';
import { FEED_PHOTO_ATTEMPTS } from '@/inventory/feed-photo-rules';
import { feedPhotoState, fetchDueFeedPhotos } from '@/inventory/feed-photos';
import { logger } from '@/lib/logger';
import { setMediaStorageForTests } from '@/lib/media-storage';
import { createFolderStorage } from '@/lib/media-storage/folder';
import { createPhotoFetcher } from '@/lib/photo-fetch';
import { createTestDb } from '../../../tests/helpers/test-db';
import { parseJsonFeed } from './feed-parser';
import { importStock } from './server';

vi.mock('server-only', () => ({}));

// A feed names photos on a local web server standing in for the dealer's CDN: the import queues them, the
// job fetches and makes each once, in the feed's order, and a later run of the feed fetches nothing again.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let dir: string;
let server: http.Server;
let base: string;
const served = new Map<string, Buffer>();
const hits: string[] = [];
let dealershipId: number;

const fetch = createPhotoFetcher({ privateHosts: ['127.0.0.1'], timeoutMs: 2_000 });
const photo = (colour: string, width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

beforeAll(async () => {
  logger.level = 'silent';
  handle = await createTestDb();
  dir = await mkdtemp(path.join(os.tmpdir(), 'feed-photos-'));
  setMediaStorageForTests(createFolderStorage(dir));
  for (const name of ['a', 'b', 'c']) served.set(`/${name}.jpg`, await photo('#336699'));
  served.set('/not-a-photo.jpg', Buffer.from('<html>a page, not a photo</html>'));
  server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    const body = served.get(request.url ?? '');
    response.writeHead(body ? 200 : 404);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const [dealership] = await handle.db
    .insert(dealerships)
    .values({ slug: 'photo-motors', name: 'Photo Motors' })
    .returning({ id: dealerships.id });
  dealershipId = dealership.id;
  await handle.db.insert(locations).values({
    dealershipId,
    name: 'Main',
    slug: 'photo-main',
    primary: true,
    city: 'Brisbane',
    state: 'QLD',
    street: '1 Main St',
    postcode: '4000',
    lat: -27.47,
    long: 153.02,
  });
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await handle.drop();
  await rm(dir, { recursive: true, force: true });
});

async function importImages(images: string[], stocknum = 'P1') {
  const parsed = await parseJsonFeed([
    { stocknum, year: 2022, make: 'Mazda', model: 'CX-5', car_type: 'used', price: 30_000, images },
  ]);
  if (!parsed.ok) throw new Error(parsed.error);
  return importStock(handle.db, { dealershipId, ...parsed.feed, full: false, source: 'test' });
}
const car = async (stocknum = 'P1') =>
  (await handle.db.select().from(cars).where(eq(cars.stocknum, stocknum)))[0];
const version = async () =>
  (await handle.db.select().from(appMeta).where(eq(appMeta.key, 'stock_version')))[0]?.value ?? 0;
const files = async (carId: number) => (await readdir(path.join(dir, 'car-photos', String(carId)))).sort();
const url = (name: string) => `${base}/${name}.jpg`;

describe('photos a feed names', () => {
  it('are fetched once each, made upright in the site’s sizes and put on the car in the feed’s order', async () => {
    const own = '/media/cars/suv-white-1.webp';
    const result = await importImages([url('a'), own, url('b')]);
    expect(result.photosQueued).toBe(2);
    const queued = await car();
    // Our own image is shown at once; the others as each is ready.
    expect(queued.images).toEqual([{ image: own, thumb: own }]);
    expect(queued.feedImages).toEqual([url('a'), own, url('b')]);

    const before = await version();
    const run = await fetchDueFeedPhotos({ db: handle.db, fetch });
    expect(run).toMatchObject({ claimed: 2, added: 2, failed: 0 });
    expect(await version()).toBe(before + 2);
    const ready = await car();
    expect(ready.images.map((image) => image.source ?? image.image)).toEqual([url('a'), own, url('b')]);
    expect(ready.primaryImageUrl).toBe(ready.images[0].image);
    expect(ready.fieldSources.images?.by).toBe('feed');
    expect(await files(ready.id)).toHaveLength(4);
    // Turned upright (the camera said 90°), shrunk to fit, metadata gone.
    const large = await sharp(path.join(dir, ready.images[0].image.replace('/media/', ''))).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(large.orientation).toBeUndefined();
    expect(await handle.db.select().from(feedPhotos)).toEqual([]);
  });

  it('fetches nothing again when the feed runs again, and follows its new order and removals', async () => {
    const made = (await car()).images;
    hits.length = 0;
    expect((await importImages([url('a'), '/media/cars/suv-white-1.webp', url('b')])).photosQueued).toBe(0);
    expect((await car()).images).toEqual(made);

    // b first, a gone, c new: b moves without a fetch, a's files go, c is fetched.
    expect((await importImages([url('b'), url('c')])).photosQueued).toBe(1);
    const moved = await car();
    expect(moved.images).toEqual([made[2]]);
    expect(await files(moved.id)).toHaveLength(2);
    await fetchDueFeedPhotos({ db: handle.db, fetch });
    expect((await car()).images.map((image) => image.source)).toEqual([url('b'), url('c')]);
    expect(hits).toEqual(['/c.jpg']);
  });

  it('tries a failing address again later, gives up after the last try, and tries again on the next run', async () => {
    await importImages([url('b'), url('c'), url('missing')]);
    let now = new Date();
    for (let attempt = 1; attempt <= FEED_PHOTO_ATTEMPTS; attempt++) {
      const run = await fetchDueFeedPhotos({ db: handle.db, fetch, now: () => now });
      expect(run).toMatchObject({ claimed: 1, [attempt < FEED_PHOTO_ATTEMPTS ? 'retrying' : 'failed']: 1 });
      // Not due again at once.
      expect((await fetchDueFeedPhotos({ db: handle.db, fetch, now: () => now })).claimed).toBe(0);
      now = new Date(now.getTime() + 60 * 60_000);
    }
    expect((await fetchDueFeedPhotos({ db: handle.db, fetch, now: () => now })).claimed).toBe(0);
    const { id } = await car();
    expect(await feedPhotoState(handle.db, id)).toEqual({
      waiting: 0,
      failed: [{ url: url('missing'), reason: 'The address answered 404' }],
    });
    // The dealer fixes the photo; the next run of the feed tries it again.
    served.set('/missing.jpg', await photo('#aa3300'));
    expect((await importImages([url('b'), url('c'), url('missing')])).photosQueued).toBe(1);
    expect(await feedPhotoState(handle.db, id)).toEqual({ waiting: 1, failed: [] });
    await fetchDueFeedPhotos({ db: handle.db, fetch });
    expect((await car()).images).toHaveLength(3);
  });

  it('gives up at once on a file that is not a photo', async () => {
    await importImages([url('not-a-photo')], 'P2');
    expect(await fetchDueFeedPhotos({ db: handle.db, fetch })).toMatchObject({ claimed: 1, failed: 1 });
    const { id, images } = await car('P2');
    expect(images).toEqual([]);
    expect((await feedPhotoState(handle.db, id)).failed[0].reason).toMatch(/^The file is not a JPEG, PNG/);
  });

  it('drops what was waiting once a person has arranged the car’s photos', async () => {
    await importImages([url('a')], 'P3');
    const { id } = await car('P3');
    await handle.db
      .update(cars)
      .set({ lockedFields: ['images'] })
      .where(eq(cars.id, id));
    hits.length = 0;
    expect(await fetchDueFeedPhotos({ db: handle.db, fetch })).toMatchObject({ claimed: 1, dropped: 1 });
    expect(hits).toEqual([]);
    expect((await car('P3')).images).toEqual([]);
    expect(await feedPhotoState(handle.db, id)).toEqual({ waiting: 0, failed: [] });
  });

  it('never fetches one photo twice when two processes run at once', async () => {
    await importImages([url('a'), url('b'), url('c')], 'P4');
    hits.length = 0;
    const runs = await Promise.all([
      fetchDueFeedPhotos({ db: handle.db, fetch }),
      fetchDueFeedPhotos({ db: handle.db, fetch }),
    ]);
    expect(runs[0].claimed + runs[1].claimed).toBe(3);
    expect(hits.sort()).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    expect((await car('P4')).images.map((image) => image.source)).toEqual([url('a'), url('b'), url('c')]);
  });
});
