// WCAG 2 contrast helpers for tenant colours given as #rrggbb.

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour, darkened in small steps until it reaches `ratio` against `background` (AA text: 4.5). */
export function readableOn(colour: string, background: string, ratio = 4.5): string {
  return readableOnAll(colour, [background], ratio);
}

/**
 * The colour, darkened in small steps until it reaches `ratio` against every one of the (light)
 * `backgrounds` it is written on.
 */
export function readableOnAll(colour: string, backgrounds: readonly string[], ratio = 4.5): string {
  let [r, g, b] = channels(colour);
  let current = colour;
  const lowest = () => Math.min(...backgrounds.map((background) => contrastRatio(current, background)));
  while (lowest() < ratio && r + g + b > 0) {
    [r, g, b] = [r, g, b].map((c) => Math.max(0, Math.floor(c * 0.92)));
    current = `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
  }
  return current;
}
