import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faviconPng, faviconSvg } from './favicon';

const config = {
  slug: 'carzone',
  logo: { mark: 'C&Z' },
  theme: { brand: '#ff5a1f', brandContrast: '#111111', radius: 'small' as const },
};

describe('favicon', () => {
  it('draws the monogram, escaped, in the brand colours', () => {
    const svg = faviconSvg(config);
    expect(svg).toContain('fill="#ff5a1f"');
    expect(svg).toContain('fill="#111111"');
    expect(svg).toContain('>C&amp;Z</text>');
  });
  it('is a 64 px PNG', async () => {
    const meta = await sharp(await faviconPng(config)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 64 });
  });
});
