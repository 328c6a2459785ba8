import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db';

// The /media route's handler: renders on demand into MEDIA_DIR, serves immutable WebP, 404s bad names.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'));
let serveMedia: (segments: readonly string[]) => Promise<Response>;
let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  process.env.MEDIA_DIR = dir;
  handle = await createTestDb();
  const { manufacturers } = await import('@/db/schema');
  await handle.db.insert(manufacturers).values({ name: 'Toyota', slug: 'toyota', vehicleKind: 'car' });
  const { setDbHandleForTests } = await import('@/db');
  setDbHandleForTests(handle);
  ({ serveMedia } = await import('./serve'));
}, 60_000);

afterAll(async () => {
  await handle?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('serveMedia', () => {
  it('renders a missing image on demand, then serves the file', async () => {
    const first = await serveMedia(['cars', 'hatch-red-2.webp']);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await first.arrayBuffer());
    expect(body.subarray(0, 4).toString()).toBe('RIFF');
    expect(body.subarray(8, 12).toString()).toBe('WEBP');
    expect(fs.existsSync(path.join(dir, 'cars', 'hatch-red-2.webp'))).toBe(true);
    const again = Buffer.from(await (await serveMedia(['cars', 'hatch-red-2.webp'])).arrayBuffer());
    expect(again.equals(body)).toBe(true);
  });

  it('answers 404 for names the parser rejects', async () => {
    for (const segments of [
      ['..', 'etc', 'passwd'],
      ['cars', 'suv-white-7.webp'],
      ['cars', '..'],
      ['x.webp'],
    ]) {
      expect((await serveMedia(segments)).status).toBe(404);
    }
  });

  it('renders logos only for known manufacturers and brands', async () => {
    expect((await serveMedia(['logos', 'toyota.webp'])).status).toBe(200);
    expect((await serveMedia(['logos', 'made-up-brand.webp'])).status).toBe(404);
    expect(fs.existsSync(path.join(dir, 'logos', 'made-up-brand.webp'))).toBe(false);
  });
});
