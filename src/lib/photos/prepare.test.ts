import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparePhoto } from './prepare';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();

describe('preparing a photo', () => {
  it.each([
    // Within the edge, never enlarged.
    [{ edge: 1600, quality: 80 }, 3000, 1500, 1600, 800],
    [{ edge: 1600, quality: 80 }, 800, 600, 800, 600],
    // A box: exactly its size, whatever the photo's, the rest transparent.
    [{ edge: 320, quality: 90, box: { width: 320, height: 80 } }, 100, 100, 320, 80],
    [{ edge: 320, quality: 90, box: { width: 320, height: 80 } }, 2000, 100, 320, 80],
  ])('%o of %i×%i is %i×%i', async (size, width, height, outWidth, outHeight) => {
    const [made] = (await preparePhoto(await png(width, height), ['png'], [size])) ?? [];
    expect([made?.width, made?.height]).toEqual([outWidth, outHeight]);
    const meta = await sharp(made?.body).metadata();
    expect(meta.format).toBe('webp');
  });

  it('keeps a boxed logo’s margins transparent', async () => {
    const [made] =
      (await preparePhoto(
        await png(100, 100),
        ['png'],
        [{ edge: 320, quality: 90, box: { width: 320, height: 80 } }],
      )) ?? [];
    const { data, info } = await sharp(made?.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 40)).toBe(0);
    expect(alphaAt(160, 40)).toBe(255);
  });

  it('refuses bytes that are not a photo', async () => {
    expect(
      await preparePhoto(new TextEncoder().encode('not a photo'), ['png'], [{ edge: 100, quality: 80 }]),
    ).toBeNull();
  });
});
