import { describe, expect, it } from 'vitest';
import { EXTERIOR_VIEWS, MEDIA_BODIES, type MediaName } from '../../../src/lib/media-names';
import { drawMedia } from './draw';

const isSvg = (svg: string) =>
  svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') &&
  svg.endsWith('</svg>') &&
  !/NaN|undefined|Infinity/.test(svg);

describe('drawMedia', () => {
  it('draws every body type from every exterior view as a valid SVG photo', () => {
    for (const body of MEDIA_BODIES) {
      for (let view = 1; view <= EXTERIOR_VIEWS; view++) {
        const drawing = drawMedia({ kind: 'car', body, colour: 'red', view });
        expect(isSvg(drawing.svg), `${body} view ${view}`).toBe(true);
        expect(drawing).toMatchObject({ width: 1200, height: 800 });
        // A vehicle, not a blank box: dozens of shaded faces.
        expect(drawing.svg.match(/<polygon/g)?.length ?? 0).toBeGreaterThan(30);
      }
    }
  });

  it('is deterministic and varies with colour, view and spin frame', () => {
    const draw = (name: MediaName) => drawMedia(name).svg;
    const white = draw({ kind: 'car', body: 'suv', colour: 'white', view: 1 });
    expect(draw({ kind: 'car', body: 'suv', colour: 'white', view: 1 })).toBe(white);
    expect(draw({ kind: 'car', body: 'suv', colour: 'blue', view: 1 })).not.toBe(white);
    expect(draw({ kind: 'car', body: 'suv', colour: 'white', view: 2 })).not.toBe(white);
    const frames = new Set(
      Array.from({ length: 36 }, (_, frame) => draw({ kind: 'spin', body: 'ute', colour: 'white', frame })),
    );
    expect(frames.size).toBe(36);
  });

  it('draws interiors, interior spins, logos, banners and location photos', () => {
    const names: MediaName[] = [
      { kind: 'interior', trim: 'black', view: 1 },
      { kind: 'interior', trim: 'tan', view: 7 },
      { kind: 'interior', trim: 'caravan', view: 12 },
      { kind: 'interior', trim: 'moto', view: 16 },
      { kind: 'spin-interior', trim: 'beige', frame: 18 },
      { kind: 'logo', slug: 'royal-enfield' },
      { kind: 'banner', slug: 'isuzu-trucks' },
      { kind: 'location', n: 3 },
    ];
    for (const name of names) expect(isSvg(drawMedia(name).svg), JSON.stringify(name)).toBe(true);
    expect(drawMedia({ kind: 'logo', slug: 'royal-enfield' }).svg).toContain('ROYAL ENFIELD');
    expect(drawMedia({ kind: 'banner', slug: 'isuzu-ute' }).svg).toContain('Isuzu UTE');
  });

  it('draws a make’s certified pre-owned badge with its name', () => {
    const badge = drawMedia({ kind: 'certified', slug: 'toyota' });
    expect(isSvg(badge.svg)).toBe(true);
    expect(badge.svg).toContain('TOYOTA');
    expect(badge.svg).toContain('CERTIFIED PRE-OWNED');
    expect(badge.width / badge.height).toBeGreaterThan(3);
    expect(drawMedia({ kind: 'certified', slug: 'lexus' }).svg).not.toBe(badge.svg);
    expect(drawMedia({ kind: 'spin-interior', trim: 'black', frame: 0 }).svg).not.toBe(
      drawMedia({ kind: 'spin-interior', trim: 'black', frame: 9 }).svg,
    );
  });
});
