import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandleForTests } from '@/db';
import { sites, valuationPhotos, valuations } from '@/db/schema';
import { type MediaStorage, setMediaStorageForTests } from '@/lib/media-storage';
import { createFolderStorage } from '@/lib/media-storage/folder';
import { SITE_HEADER } from '@/tenancy/site-header';
import { createTestDb } from '../../../../../../../tests/helpers/test-db';
import { DELETE, GET as getPhoto } from './[photoId]/route';
import { GET as listPhotos, POST } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let dir: string;
let folder: MediaStorage;
const siteIds: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDb({ cars: 0 });
  setDbHandleForTests(handle);
  for (const row of await handle.db.select({ id: sites.id, slug: sites.slug }).from(sites)) {
    siteIds[row.slug] = row.id;
  }
  dir = await mkdtemp(path.join(os.tmpdir(), 'trade-in-photos-'));
  folder = createFolderStorage(dir);
  setMediaStorageForTests(folder);
}, 120_000);
afterAll(async () => {
  await handle.drop();
  await rm(dir, { recursive: true, force: true });
});

let valuationCount = 0;
async function newValuation(site = 'carzone'): Promise<string> {
  valuationCount++;
  const [row] = await handle.db
    .insert(valuations)
    .values({
      siteId: siteIds[site],
      idempotencyKey: `photos-test-${valuationCount}`,
      rego: `ABC${valuationCount}`,
      regoState: 'QLD',
      vehicle: {
        year: 2019,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'Ascent Sport',
        series: null,
        vin: null,
      },
      kms: 64_000,
      contact: { firstName: 'Sam', mobile: '0412345678' },
    })
    .returning({ id: valuations.id });
  return row.id;
}

const BASE = 'http://carzone.localhost/api/trade-in/valuations';
const context = (id: string) => ({ params: Promise.resolve({ id }) });
const photoContext = (id: string, photoId: string | number) => ({
  params: Promise.resolve({ id, photoId: String(photoId) }),
});

async function upload(
  id: string,
  file: Blob | string | null,
  options: { site?: string; name?: string } = {},
) {
  const form = new FormData();
  if (typeof file === 'string') form.set('photo', file);
  else if (file) form.set('photo', file, options.name ?? 'car.jpg');
  // Encoded up front, as it arrives from a browser: undici's own FormData stream rejects unhandled when
  // the route stops reading an oversized body part-way.
  const encoded = new Response(form);
  return POST(
    new Request(`${BASE}/${id}/photos`, {
      method: 'POST',
      headers: {
        [SITE_HEADER]: options.site ?? 'carzone',
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      body: await encoded.arrayBuffer(),
    }),
    context(id),
  );
}
const list = (id: string, site = 'carzone') =>
  listPhotos(new Request(`${BASE}/${id}/photos`, { headers: { [SITE_HEADER]: site } }), context(id));
const fetchPhoto = (id: string, photoId: string | number, site = 'carzone') =>
  getPhoto(
    new Request(`${BASE}/${id}/photos/${photoId}`, { headers: { [SITE_HEADER]: site } }),
    photoContext(id, photoId),
  );
const remove = (id: string, photoId: string | number, site = 'carzone') =>
  DELETE(
    new Request(`${BASE}/${id}/photos/${photoId}`, { method: 'DELETE', headers: { [SITE_HEADER]: site } }),
    photoContext(id, photoId),
  );

const blob = (bytes: Uint8Array | string, type: string) =>
  new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
const png = async (width: number, height: number) =>
  blob(
    await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .png()
      .toBuffer(),
    'image/png',
  );
const smallJpeg = async () =>
  blob(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer(),
    'image/jpeg',
  );
const storedFiles = async (id: string) =>
  (await readdir(path.join(dir, 'valuations', id)).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.webp'),
  );
const rowCount = async (id: string) =>
  (await handle.db.select().from(valuationPhotos).where(eq(valuationPhotos.valuationId, id))).length;

const refusal = (field: string, message: string) => ({
  error: `Invalid field: ${field}`,
  issues: [{ field, message }],
});
const NOT_A_PHOTO = 'That file is not a photo we can read. Use a JPEG, PNG or WebP image.';

describe('POST /api/trade-in/valuations/{id}/photos', () => {
  it('keeps a real PNG as a WebP within 1600 px, listed and served', async () => {
    const id = await newValuation();
    const response = await upload(id, await png(2400, 1200), { name: 'front.png' });
    expect(response.status).toBe(201);
    const { photo } = await response.json();
    expect(photo).toEqual({
      id: expect.any(Number),
      url: `/api/trade-in/valuations/${id}/photos/${photo.id}`,
      width: 1600,
      height: 800,
    });
    const [row] = await handle.db.select().from(valuationPhotos).where(eq(valuationPhotos.id, photo.id));
    expect(row).toMatchObject({ valuationId: id, width: 1600, height: 800 });
    expect(row.key).toMatch(new RegExp(`^valuations/${id}/[0-9a-f-]{36}\\.webp$`));
    expect(await storedFiles(id)).toEqual([row.key.split('/')[2]]);

    const served = await fetchPhoto(id, photo.id);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(row.bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    expect(await (await list(id)).json()).toEqual({ photos: [photo] });
  });

  it('turns a phone photo upright by its EXIF and keeps none of its metadata (no GPS)', async () => {
    const id = await newValuation();
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Apple', Model: 'iPhone 15' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '27/1 28/1 0/1' },
      })
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.toString('latin1')).toContain('iPhone 15');
    const response = await upload(id, blob(jpeg, 'image/jpeg'));
    expect(response.status).toBe(201);
    const { photo } = await response.json();
    expect([photo.width, photo.height]).toEqual([200, 400]);
    const kept = await sharp(Buffer.from(await (await fetchPhoto(id, photo.id)).arrayBuffer())).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(kept.icc).toBeUndefined();
  });

  it('does not enlarge a small photo', async () => {
    const id = await newValuation();
    const { photo } = await (await upload(id, await smallJpeg())).json();
    expect([photo.width, photo.height]).toEqual([64, 48]);
  });

  it.each([
    ['a text file renamed .jpg', () => blob('This is not a photo, honest.', 'image/jpeg')],
    ['an SVG', () => blob('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'image/png')],
    [
      'a GIF',
      async () =>
        blob(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
          'image/gif',
        ),
    ],
    [
      'a JPEG cut off half way',
      async () => {
        const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#123456' } })
          .jpeg()
          .toBuffer();
        return blob(whole.subarray(0, whole.length / 2), 'image/jpeg');
      },
    ],
    ['an empty file', () => blob('', 'image/jpeg')],
  ])('refuses %s by its bytes, storing nothing', async (_name, make) => {
    const id = await newValuation();
    const response = await upload(id, await make());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal('photo', NOT_A_PHOTO));
    expect(await rowCount(id)).toBe(0);
    expect(await storedFiles(id)).toEqual([]);
  });

  it('refuses a file over 10 MB in a body under 11 MB', async () => {
    const id = await newValuation();
    const response = await upload(id, blob(new Uint8Array(10 * 1024 * 1024 + 1), 'image/jpeg'));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(refusal('photo', 'Each photo can be up to 10 MB.'));
  });

  it('refuses a body declared over 11 MB without reading it', async () => {
    const id = await newValuation();
    let pulled = false;
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
          throw new Error('the body was read');
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(`${BASE}/${id}/photos`, {
      method: 'POST',
      headers: {
        [SITE_HEADER]: 'carzone',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(11 * 1024 * 1024 + 1),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await POST(request, context(id));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(refusal('photo', 'Each photo can be up to 10 MB.'));
    expect(pulled).toBe(false);
    expect(request.bodyUsed).toBe(false);
  });

  it('refuses a body over 11 MB sent with no length, once it passes 11 MB', async () => {
    const id = await newValuation();
    const response = await upload(id, blob(new Uint8Array(12 * 1024 * 1024), 'image/jpeg'));
    expect(response.status).toBe(413);
  });

  it('takes the 10th photo and refuses the 11th', async () => {
    const id = await newValuation();
    for (let n = 1; n <= 10; n++) expect((await upload(id, await smallJpeg())).status).toBe(201);
    const eleventh = await upload(id, await smallJpeg());
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toEqual(refusal('photo', 'You can add up to 10 photos.'));
    expect((await (await list(id)).json()).photos).toHaveLength(10);
    expect(await storedFiles(id)).toHaveLength(10);

    // Removing one makes room for one.
    const [first] = (await (await list(id)).json()).photos;
    expect((await remove(id, first.id)).status).toBe(204);
    expect((await upload(id, await smallJpeg())).status).toBe(201);
    expect((await upload(id, await smallJpeg())).status).toBe(409);
  });

  it('never keeps more than 10 when uploads arrive at once', async () => {
    const id = await newValuation();
    const photo = await png(900, 600);
    const statuses = (await Promise.all(Array.from({ length: 14 }, () => upload(id, photo)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await rowCount(id)).toBe(10);
    expect(await storedFiles(id)).toHaveLength(10);
  });

  it('answers 404 for another site’s valuation, and for none', async () => {
    const theirs = await newValuation('coastal-toyota');
    expect((await upload(theirs, await smallJpeg())).status).toBe(404);
    expect(await rowCount(theirs)).toBe(0);
    const response = await upload('0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d', await smallJpeg());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Valuation not found' });
    expect((await upload(theirs, await smallJpeg(), { site: 'coastal-toyota' })).status).toBe(201);
  });

  it.each([['not-a-uuid'], ['0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d\u0000'], ['1']])(
    'answers 400 naming id for the id %j',
    async (id) => {
      const response = await upload(id, await smallJpeg());
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(refusal('id', 'must be a valuation id (a UUID)'));
    },
  );

  it('answers 400 naming photo when the field is missing, not a file, or the body is not a form', async () => {
    const id = await newValuation();
    expect(await (await upload(id, null)).json()).toEqual(refusal('photo', 'must be a file'));
    expect(await (await upload(id, 'just text')).json()).toEqual(refusal('photo', 'must be a file'));
    const json = await POST(
      new Request(`${BASE}/${id}/photos`, {
        method: 'POST',
        headers: { [SITE_HEADER]: 'carzone', 'content-type': 'application/json' },
        body: '{"photo":1}',
      }),
      context(id),
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual(refusal('photo', 'must be sent as multipart/form-data'));
  });

  it('removes the stored file again when the row cannot be written', async () => {
    const id = await newValuation();
    await handle.db.execute(sql`
      create function refuse_photo() returns trigger language plpgsql as $$
      begin raise exception 'photo rows refused'; end $$`);
    await handle.db.execute(
      sql`create trigger refuse_photo before insert on valuation_photos for each row execute function refuse_photo()`,
    );
    try {
      const response = await upload(id, await smallJpeg());
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'An unexpected error occured' });
    } finally {
      await handle.db.execute(sql`drop trigger refuse_photo on valuation_photos`);
      await handle.db.execute(sql`drop function refuse_photo()`);
    }
    expect(await rowCount(id)).toBe(0);
    expect(await storedFiles(id)).toEqual([]);
  });

  it('writes no row when the storage refuses the file', async () => {
    const id = await newValuation();
    setMediaStorageForTests({
      ...folder,
      put: async () => {
        throw new Error('S3 answered 500 InternalError to PUT');
      },
    });
    try {
      expect((await upload(id, await smallJpeg())).status).toBe(500);
    } finally {
      setMediaStorageForTests(folder);
    }
    expect(await rowCount(id)).toBe(0);
    expect((await upload(id, await smallJpeg())).status).toBe(201);
  });
});

describe('GET /api/trade-in/valuations/{id}/photos', () => {
  it('lists none for a new valuation, 404 for another site’s, 400 for a bad id', async () => {
    const id = await newValuation();
    const response = await list(id);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ photos: [] });
    expect((await list(id, 'coastal-toyota')).status).toBe(404);
    expect((await list('nope')).status).toBe(400);
  });
});

describe('GET and DELETE /api/trade-in/valuations/{id}/photos/{photoId}', () => {
  it('serve and remove only the site’s own valuation’s photo', async () => {
    const id = await newValuation();
    const other = await newValuation();
    const { photo } = await (await upload(id, await smallJpeg())).json();

    expect((await fetchPhoto(id, photo.id, 'coastal-toyota')).status).toBe(404);
    expect((await fetchPhoto(other, photo.id)).status).toBe(404);
    expect((await remove(id, photo.id, 'coastal-toyota')).status).toBe(404);
    expect((await remove(other, photo.id)).status).toBe(404);
    expect(await storedFiles(id)).toHaveLength(1);

    const removed = await remove(id, photo.id);
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect(await storedFiles(id)).toEqual([]);
    expect(await (await list(id)).json()).toEqual({ photos: [] });
    expect((await fetchPhoto(id, photo.id)).status).toBe(404);
    const again = await remove(id, photo.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'Photo not found' });
  });

  it.each([
    ['0', 'photoId'],
    ['07', 'photoId'],
    ['2147483648', 'photoId'],
    ['1\u0000', 'photoId'],
    ['abc', 'photoId'],
  ])('answer 400 naming the field for the photo id %j', async (photoId, field) => {
    const id = await newValuation();
    for (const call of [fetchPhoto, remove]) {
      const response = await call(id, photoId);
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([
        { field, message: 'must be a photo id (a whole number from 1)' },
      ]);
    }
  });

  it('answer 400 naming both ids when both are bad', async () => {
    const response = await fetchPhoto('x', 'y');
    expect(await response.json()).toEqual({
      error: 'Invalid fields: id, photoId',
      issues: [
        { field: 'id', message: 'must be a valuation id (a UUID)' },
        { field: 'photoId', message: 'must be a photo id (a whole number from 1)' },
      ],
    });
  });
});
