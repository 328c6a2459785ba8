import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandleForTests } from '@/db';
import type { CarImage } from '@/db/json-types';
import { appMeta, auditLog, cars, siteDealerships, sites } from '@/db/schema';
import { serveCarPhoto } from '@/inventory/car-photo-files';
import { findSiteCarById } from '@/inventory/site-car';
import { logger } from '@/lib/logger';
import { setMediaStorageForTests } from '@/lib/media-storage';
import { createFolderStorage } from '@/lib/media-storage/folder';
import { readCars, toCardHit } from '@/search/documents';
import { staffAuth } from '@/staff';
import { acceptInvitation } from '@/staff/accept-invitation';
import { createInvitation } from '@/staff/invitations';
import { signInWithPassword } from '@/staff/sign-in';
import { getSite } from '@/tenancy/get-site';
import { createTestDb } from '../../../../../../../../../tests/helpers/test-db';
import { GET, POST, PUT } from './route';

// A manager uploads real photos made here with sharp, moves, covers and removes them through the routes;
// sales staff only read; another site's car is the 404 of a car nobody has.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let dir: string;
let carId: number;
let otherSiteCar: number;
let manager: string;
let sales: string;

const PASSWORD = 'photo test passphrase long enough';

async function signedIn(email: string, role: 'manager' | 'sales', siteId: number): Promise<string> {
  const { token } = await createInvitation(
    handle.db,
    { email, role, siteId, dealershipIds: [], invitedBy: 'photo test' },
    new Date(),
  );
  const accepted = await acceptInvitation(
    handle.db,
    { token, name: email, password: PASSWORD },
    { now: new Date(), ip: null },
  );
  if (!accepted.ok) throw new Error(accepted.error);
  const { auth } = await staffAuth();
  const result = await signInWithPassword(
    handle.db,
    auth,
    { email, password: PASSWORD },
    { headers: new Headers(), ip: null, now: new Date() },
  );
  if (!result.ok) throw new Error(result.error);
  return result.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function carsOfSite(slug: string) {
  const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  const rows = await handle.db
    .select({ id: cars.id })
    .from(cars)
    .where(
      inArray(
        cars.dealershipId,
        links.map((l) => l.dealershipId),
      ),
    )
    .orderBy(cars.id)
    .limit(1);
  return { siteId: site.id, carId: rows[0].id };
}

beforeAll(async () => {
  logger.level = 'silent';
  handle = await createTestDb({ cars: 30 });
  setDbHandleForTests(handle);
  dir = await mkdtemp(path.join(os.tmpdir(), 'car-photos-'));
  setMediaStorageForTests(createFolderStorage(dir));
  const mine = await carsOfSite('carzone');
  carId = mine.carId;
  otherSiteCar = (await carsOfSite('outback-rv')).carId;
  manager = await signedIn('photo.manager@example.com', 'manager', mine.siteId);
  sales = await signedIn('photo.sales@example.com', 'sales', mine.siteId);
}, 120_000);
afterAll(async () => {
  await handle.drop();
  await rm(dir, { recursive: true, force: true });
});

const context = (car = carId, site = 'carzone') => ({ params: Promise.resolve({ site, car: String(car) }) });

function request(method: string, cookie: string, body?: FormData | unknown): Request {
  const headers: Record<string, string> = { host: 'console.localhost:3000', cookie };
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  return new Request('http://console.localhost:3000/api/console/sites/carzone/stock/1/photos', {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
}

const form = (bytes: Uint8Array, name: string, type: string) => {
  const data = new FormData();
  data.set('photo', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return data;
};

const upload = (bytes: Uint8Array, name = 'car.jpg', type = 'image/jpeg', cookie = manager, car = carId) =>
  POST(request('POST', cookie, form(bytes, name, type)), context(car));

const change = (body: unknown, cookie = manager, car = carId) =>
  PUT(request('PUT', cookie, body), context(car));

const photosOf = async (car = carId) => (await handle.db.select().from(cars).where(eq(cars.id, car)))[0];

const stockVersion = async () =>
  (await handle.db.select().from(appMeta).where(eq(appMeta.key, 'stock_version')))[0]?.value ?? 0;

const photoAudits = () =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'car.photos'), eq(auditLog.subjectId, String(carId))))
    .orderBy(auditLog.id);

const segmentsOf = (url: string) => url.slice('/media/car-photos/'.length).split('/');

/** A phone's photo: stored 60 × 40 with EXIF orientation 6 (shown turned a quarter, 40 × 60). */
const sidewaysJpeg = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('uploading', () => {
  it('keeps a JPEG upright, without its EXIF, as WebP in the large and thumb sizes, added last', async () => {
    const before = await photosOf();
    const version = await stockVersion();
    const jpeg = await sidewaysJpeg();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const response = await upload(jpeg);
    expect(response.status).toBe(201);
    const { photos } = (await response.json()) as { photos: CarImage[] };
    expect(photos.slice(0, -1)).toEqual(before.images);
    const added = photos[photos.length - 1];
    expect(added.image).toMatch(/^\/media\/car-photos\/\d+\/[0-9a-f-]{36}-large\.webp$/);
    expect(added.thumb).toBe(added.image.replace('-large.webp', '-thumb.webp'));

    const served = await serveCarPhoto(segmentsOf(added.image));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect((await serveCarPhoto(segmentsOf(added.thumb))).status).toBe(200);

    const row = await photosOf();
    expect(row.images).toEqual(photos);
    expect(row.fieldSources.images).toMatchObject({ by: 'person', who: 'photo.manager@example.com' });
    expect(row.updatedAt).toEqual(before.updatedAt);
    expect(await stockVersion()).toBe(version + 1);
    const [entry] = (await photoAudits()).slice(-1);
    expect(entry).toMatchObject({
      actorEmail: 'photo.manager@example.com',
      subjectType: 'car',
      before: { photos: before.images.length },
      after: { photos: before.images.length + 1, photo: added.image },
    });
  });

  it('takes a PNG and shrinks a large one to the sizes the site serves', async () => {
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 4, background: '#3366cc' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'photo.png', 'image/png');
    expect(response.status).toBe(201);
    const { photos } = (await response.json()) as { photos: CarImage[] };
    const added = photos[photos.length - 1];
    const large = await serveCarPhoto(segmentsOf(added.image));
    const thumb = await serveCarPhoto(segmentsOf(added.thumb));
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({
      width: 1600,
      height: 1067,
    });
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      width: 480,
      height: 320,
    });
  });

  it('takes an AVIF, the HEIF this sharp decodes, whatever the browser calls it', async () => {
    const avif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#208040' } })
      .avif()
      .toBuffer();
    const response = await upload(avif, 'IMG_0001.HEIC', 'image/heic');
    expect(response.status).toBe(201);
    const { photos } = (await response.json()) as { photos: CarImage[] };
    const served = await serveCarPhoto(segmentsOf(photos[photos.length - 1].image));
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 30,
      height: 20,
    });
  });

  it.each([
    ['a text file named .jpg', new TextEncoder().encode('not a photo at all'), 'car.jpg', 'image/jpeg'],
    ['a cut-off JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'car.jpg', 'image/jpeg'],
  ])('refuses %s as not a photo (400), changing nothing', async (_name, bytes, name, type) => {
    const before = await photosOf();
    const files = await readdir(dir, { recursive: true });
    const response = await upload(bytes, name, type);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatch(/^That file is not a photo we can read\. Use a JPEG, PNG, WebP/);
    expect(body.issues).toEqual([{ field: 'photo', message: body.error }]);
    expect((await photosOf()).images).toEqual(before.images);
    expect(await readdir(dir, { recursive: true })).toEqual(files);
  });

  it('refuses a file over 10 MB with its message', async () => {
    const response = await upload(new Uint8Array(10 * 1024 * 1024 + 1));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Each photo can be up to 10 MB.');
  });

  it('refuses a body that is not a form naming the photo', async () => {
    const response = await POST(request('POST', manager, { photo: 'x' }), context());
    expect(response.status).toBe(400);
    expect((await response.json()).issues[0].field).toBe('photo');
  });

  it('refuses the 61st photo of a car, and takes the 60th', async () => {
    const [full] = await handle.db
      .select({ id: cars.id, images: cars.images })
      .from(cars)
      .where(and(inArray(cars.dealershipId, await dealershipsOf('carzone'))))
      .orderBy(cars.id)
      .offset(1)
      .limit(1);
    const fill = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        image: `/media/cars/suv-white-${(i % 6) + 1}.webp`,
        thumb: 'x',
      }));
    await handle.db
      .update(cars)
      .set({ images: fill(59) })
      .where(eq(cars.id, full.id));
    const jpeg = await sidewaysJpeg();
    expect((await upload(jpeg, 'a.jpg', 'image/jpeg', manager, full.id)).status).toBe(201);
    const refused = await upload(jpeg, 'b.jpg', 'image/jpeg', manager, full.id);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('A car can have up to 60 photos: delete one to add another.');
    expect((await photosOf(full.id)).images).toHaveLength(60);
  });

  it('never keeps more than 60 when uploads arrive at once, and removes the refused ones’ files', async () => {
    const [car] = await handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(inArray(cars.dealershipId, await dealershipsOf('carzone')))
      .orderBy(cars.id)
      .offset(2)
      .limit(1);
    const fill = Array.from({ length: 58 }, (_, i) => ({
      image: `/media/cars/ute-red-${(i % 6) + 1}.webp`,
      thumb: 'x',
    }));
    await handle.db.update(cars).set({ images: fill }).where(eq(cars.id, car.id));
    const jpeg = await sidewaysJpeg();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => upload(jpeg, `${n}.jpg`, 'image/jpeg', manager, car.id)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 400]);
    expect((await photosOf(car.id)).images).toHaveLength(60);
    expect(await readdir(path.join(dir, 'car-photos', String(car.id)))).toHaveLength(4);
  });
});

async function dealershipsOf(slug: string) {
  const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  return (await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id))).map(
    (l) => l.dealershipId,
  );
}

describe('moving, covering and removing', () => {
  it('makes the last photo the cover, on the order the page saw', async () => {
    const { images } = await photosOf();
    const last = images[images.length - 1];
    const audits = (await photoAudits()).length;
    const response = await change({ op: 'move', photo: last.image, to: 0, seen: images.map((i) => i.image) });
    expect(response.status).toBe(200);
    const { photos } = await response.json();
    expect(photos).toEqual([last, ...images.slice(0, -1)]);
    const row = await photosOf();
    expect(row.images).toEqual(photos);
    expect(row.primaryImageUrl).toBe(last.image);
    // What the shopper's pages read: the card's photo (the search document) and the vehicle page's gallery.
    const [document] = await readCars(handle.db, [carId]);
    expect(toCardHit(document).primaryImageUrl).toBe(last.image);
    const site = await getSite('carzone');
    const found = site && (await findSiteCarById(site, carId));
    expect(found?.car.images).toEqual(photos);
    const entries = await photoAudits();
    expect(entries).toHaveLength(audits + 1);
    expect(entries[entries.length - 1]).toMatchObject({
      before: { photo: last.image, position: images.length },
      after: { position: 1 },
    });
  });

  it('moves a photo one later', async () => {
    const { images } = await photosOf();
    const seen = images.map((i) => i.image);
    const response = await change({ op: 'move', photo: seen[0], to: 1, seen });
    expect((await response.json()).photos.map((p: CarImage) => p.image)).toEqual([
      seen[1],
      seen[0],
      ...seen.slice(2),
    ]);
  });

  it('is a 409 with the photos as they are when they changed since the page read them', async () => {
    const { images } = await photosOf();
    const stale = images.slice(1).map((i) => i.image);
    const version = await stockVersion();
    const response = await change({ op: 'remove', photo: stale[0], seen: stale });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.error).toMatch(/changed a moment ago/);
    expect(body.photos).toEqual(images);
    expect((await photosOf()).images).toEqual(images);
    expect(await stockVersion()).toBe(version);
  });

  it('refuses a position past the last photo and a photo the car does not have', async () => {
    const { images } = await photosOf();
    const seen = images.map((i) => i.image);
    const far = await change({ op: 'move', photo: seen[0], to: seen.length, seen });
    expect(far.status).toBe(400);
    expect((await far.json()).issues[0].field).toBe('to');
    const none = await change({ op: 'remove', photo: '/media/car-photos/1/none-large.webp', seen });
    expect(none.status).toBe(400);
    const nul = await change({ op: 'remove', photo: 'a\u0000b', seen });
    expect(nul.status).toBe(400);
  });

  it('removes an uploaded photo and deletes its files; a feed’s photo is only taken off the car', async () => {
    const { images } = await photosOf();
    const ours = images.find((i) => i.image.startsWith('/media/car-photos/')) as CarImage;
    const response = await change({ op: 'remove', photo: ours.image, seen: images.map((i) => i.image) });
    expect(response.status).toBe(200);
    expect((await photosOf()).images).toEqual(images.filter((i) => i !== ours));
    expect((await serveCarPhoto(segmentsOf(ours.image))).status).toBe(404);
    expect((await serveCarPhoto(segmentsOf(ours.thumb))).status).toBe(404);
    const [entry] = (await photoAudits()).slice(-1);
    expect(entry).toMatchObject({ before: { photo: ours.image }, after: { photos: images.length - 1 } });

    const now = (await photosOf()).images;
    const seeded = now.find((i) => !i.image.startsWith('/media/car-photos/')) as CarImage;
    const second = await change({ op: 'remove', photo: seeded.image, seen: now.map((i) => i.image) });
    expect(second.status).toBe(200);
    expect((await photosOf()).images).toEqual(now.filter((i) => i !== seeded));
  });
});

describe('who may', () => {
  it('lets sales staff read the photos but not change them (403)', async () => {
    const read = await GET(request('GET', sales), context());
    expect(read.status).toBe(200);
    const { photos } = await read.json();
    expect((await upload(await sidewaysJpeg(), 'car.jpg', 'image/jpeg', sales)).status).toBe(403);
    const moved = await change(
      { op: 'move', photo: photos[0].image, to: 0, seen: photos.map((p: CarImage) => p.image) },
      sales,
    );
    expect(moved.status).toBe(403);
  });

  it.each([
    ['another site’s car', () => otherSiteCar],
    ['an id out of range', () => 2_147_483_648],
    ['an id with a leading zero', () => `0${carId}`],
  ])('answers %s with the 404 of a car nobody has, before reading the body', async (_name, car) => {
    const id = car() as number;
    for (const response of [
      await GET(request('GET', manager), context(id)),
      await upload(await sidewaysJpeg(), 'car.jpg', 'image/jpeg', manager, id),
      await change({ op: 'remove', photo: 'x', seen: [] }, manager, id),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });
});

describe('the public route', () => {
  it.each([
    [['1', 'not-a-uuid-large.webp']],
    [['01', '0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d-large.webp']],
    [['1', '0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d-huge.webp']],
    [['..', 'valuations']],
    [['1', '0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d-large.webp']],
  ])('is a 404 for %j', async (segments) => {
    expect((await serveCarPhoto(segments)).status).toBe(404);
  });
});
