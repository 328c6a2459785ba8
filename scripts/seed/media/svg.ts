// Small helpers shared by the image drawings: colours, number formatting and an SVG document builder.

import { escapeXml } from '../../../src/lib/xml';

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Multiplies a colour's channels (factor < 1 darkens, > 1 lightens, clamped). */
export function shade(hex: string, factor: number): string {
  const [r, g, b] = hexToRgb(hex);
  return rgbToHex([r * factor, g * factor, b * factor]);
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const luminance = (hex: string): number => {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/** One decimal is plenty for a 1200 px canvas and keeps the SVG small. */
export const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

export const points = (pts: readonly (readonly [number, number])[]): string =>
  pts.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');

/** Collects <defs> (gradients, filters) with unique ids while a drawing is built. */
export class SvgDoc {
  private defs: string[] = [];
  private counter = 0;
  readonly body: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly idPrefix = '',
  ) {}

  id(prefix = 'd'): string {
    this.counter += 1;
    return `${this.idPrefix}${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** A linear gradient (objectBoundingBox units unless `userSpace`) returning `url(#id)`. */
  linear(
    stops: [number, string, number?][],
    dir: { x1?: number; y1?: number; x2?: number; y2?: number; userSpace?: boolean } = {},
  ): string {
    const id = this.id('g');
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false } = dir;
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    const stopMarkup = stops
      .map(([offset, color, opacity]) => {
        const op = opacity === undefined ? '' : ` stop-opacity="${Math.round(opacity * 100) / 100}"`;
        return `<stop offset="${offset}" stop-color="${color}"${op}/>`;
      })
      .join('');
    this.def(
      `<linearGradient id="${id}" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}"${units}>${stopMarkup}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(
    stops: [number, string, number?][],
    geo: { cx: number; cy: number; r: number; userSpace?: boolean },
  ): string {
    const id = this.id('r');
    const units = geo.userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    const stopMarkup = stops
      .map(([offset, color, opacity]) => {
        const op = opacity === undefined ? '' : ` stop-opacity="${Math.round(opacity * 100) / 100}"`;
        return `<stop offset="${offset}" stop-color="${color}"${op}/>`;
      })
      .join('');
    this.def(
      `<radialGradient id="${id}" cx="${n1(geo.cx)}" cy="${n1(geo.cy)}" r="${n1(geo.r)}"${units}>${stopMarkup}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(stdDeviation: number): string {
    const id = this.id('f');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${stdDeviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  poly(pts: readonly (readonly [number, number])[], fill: string, extra = ''): void {
    this.body.push(`<polygon points="${points(pts)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.body.push(
      `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.body.push(
      `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  text(
    x: number,
    y: number,
    content: string,
    opts: { size: number; fill: string; weight?: number; anchor?: string; family?: string; extra?: string },
  ): void {
    const family = opts.family ?? 'DejaVu Sans, Arial, Helvetica, sans-serif';
    this.body.push(
      `<text x="${n1(x)}" y="${n1(y)}" font-family="${family}" font-size="${n1(opts.size)}" font-weight="${opts.weight ?? 400}" fill="${opts.fill}" text-anchor="${opts.anchor ?? 'middle'}"${opts.extra ? ` ${opts.extra}` : ''}>${escapeXml(content)}</text>`,
    );
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** A stable 32-bit hash of a string (FNV-1a), for per-name variation in drawings. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
