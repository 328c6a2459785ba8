import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { serveMediaFile as ServeMediaFile } from './media-files';

// The /media route's handler: a canonical name whose file is in MEDIA_DIR is served as immutable WebP;
// anything else is a 404, and nothing is ever written.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-files-'));
const WEBP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 fake image', 'latin1');
let serveMediaFile: typeof ServeMediaFile;

const put = (relative: string) => {
  fs.mkdirSync(path.join(dir, path.dirname(relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), WEBP);
};
const listing = () => fs.readdirSync(dir, { recursive: true }).map(String).sort();

beforeAll(async () => {
  process.env.MEDIA_DIR = dir;
  vi.resetModules(); // env.ts reads MEDIA_DIR when first imported
  ({ serveMediaFile } = await import('./media-files'));
  put('cars/hatch-red-2.webp');
  put('logos/toyota.webp');
  put('cars/hatch-red-02.webp'); // on disk, but not a canonical name
  put('secret.webp');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('serveMediaFile', () => {
  it.each([[['cars', 'hatch-red-2.webp']], [['logos', 'toyota.webp']]])(
    'serves %j byte for byte with immutable cache headers',
    async (segments) => {
      const response = await serveMediaFile(segments);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-length')).toBe(String(WEBP.length));
      expect(Buffer.from(await response.arrayBuffer()).equals(WEBP)).toBe(true);
    },
  );

  it.each([
    ['a canonical name whose file is missing', ['cars', 'suv-white-1.webp']],
    ['a logo nobody made', ['logos', 'made-up-brand.webp']],
    ['a non-canonical spelling, even with a file', ['cars', 'hatch-red-02.webp']],
    ['a view out of range', ['cars', 'suv-white-7.webp']],
    ['a file outside the folders', ['secret.webp']],
    ['a path out of the media folder', ['..', 'etc', 'passwd']],
    ['a dot segment', ['cars', '..']],
    ['an encoded separator', ['cars', '..%2Fsecret.webp']],
    ['another extension', ['cars', 'hatch-red-2.png']],
  ])('answers 404 for %s', async (_label, segments) => {
    const response = await serveMediaFile(segments);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('never writes to the media folder', async () => {
    const before = listing();
    await serveMediaFile(['cars', 'suv-white-1.webp']);
    await serveMediaFile(['certified', 'toyota.webp']);
    expect(listing()).toEqual(before);
  });
});
