import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../src/db/schema';
import { mediaFilePath } from '../../../src/lib/media-files';
import { certifiedBadgeUrl, logoUrl, parseMediaPath } from '../../../src/lib/media-names';
import { createTestDb } from '../../../tests/helpers/test-db';
import { type SeedSummary, seedDatabase } from '../index';
import { renderReferencedMedia } from './render';

// Nothing renders on request any more, so the seed and the start check must leave a file for every image
// the product can ask for: every '/media/...' string stored in any table, plus the names it builds itself.

const NOW = new Date('2026-11-22T09:00:00.000Z');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
let handle: Awaited<ReturnType<typeof createTestDb>>;
let summary: SeedSummary;

/** Every '/media/...' string anywhere in the database, and the names the product derives from rows. */
async function namedImages(): Promise<string[]> {
  const urls = new Set<string>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const text = JSON.stringify(await handle.db.select().from(table));
    for (const match of text.matchAll(/\/media\/[^"\\\s]+/g)) urls.add(match[0]);
  }
  for (const brand of await handle.db.select().from(schema.brands))
    urls.add(brand.logo ?? logoUrl(brand.slug));
  for (const make of await handle.db.select().from(schema.manufacturers))
    if (make.certifiedProgramme) urls.add(certifiedBadgeUrl(make.slug));
  return [...urls].sort();
}

const fileOf = (url: string) => {
  const name = parseMediaPath(url);
  if (!name) throw new Error(`not a canonical media name: ${url}`);
  return mediaFilePath(name, dir);
};

beforeAll(async () => {
  handle = await createTestDb();
  // 24 cars: about 390 images, the smallest seed whose stock includes a 360° spin.
  summary = await seedDatabase(handle.db, { cars: 24, now: NOW, renderImages: true, mediaDir: dir });
}, 300_000);

afterAll(async () => {
  await handle?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the seed renders every image its data names', () => {
  it('leaves a WebP file for every media URL stored or built from the rows', async () => {
    const urls = await namedImages();
    expect(urls.length).toBe(summary.images.referenced);
    expect(summary.images).toMatchObject({ rendered: urls.length, existing: 0, skipped: false });
    for (const url of urls) {
      const head = fs.readFileSync(fileOf(url)).subarray(0, 12).toString('latin1');
      expect(head, url).toMatch(/^RIFF.{4}WEBP$/s);
    }
  });

  it('covers every kind of image', () => {
    expect(fs.readdirSync(dir).sort()).toEqual([
      'banners',
      'cars',
      'certified',
      'interior',
      'locations',
      'logos',
      'spin',
      'spin-interior',
    ]);
  });

  it('renders only what is missing at start: a cleared file comes back, the rest is left alone', async () => {
    const urls = await namedImages();
    const cleared = [
      '/media/cars/',
      '/media/spin/',
      '/media/logos/',
      '/media/certified/',
      '/media/locations/',
    ]
      .map((prefix) => urls.find((url) => url.startsWith(prefix)) as string)
      .map(fileOf);
    const untouched = fileOf(urls[0]);
    const mtime = fs.statSync(untouched).mtimeMs;
    for (const file of cleared) fs.rmSync(file);
    const again = await renderReferencedMedia(handle.db, { dir });
    expect(again).toMatchObject({ total: urls.length, rendered: cleared.length });
    for (const file of cleared) expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(untouched).mtimeMs).toBe(mtime);
    expect((await renderReferencedMedia(handle.db, { dir })).rendered).toBe(0);
  });
});
