// Model generations and badge availability by model year, so a generated car only pairs a year with the
// series (chassis code) and the badges that were sold that year: no 2010 Tucson N Line NX4.

/** A generation: its series code and the model years it covers (`to` null = on sale now). */
export type Generation = { series: string; from: number; to: number | null };

/** A badge and the model years it was sold (null = from the model's first / to its last year). */
export type Badge = { name: string; price: number; from: number | null; to: number | null };

/**
 * 'KE:2012|KF:2017' → KE 2012-2016, KF 2017 on. The first generation may omit its year (then it starts
 * with the model); each later one ends the previous. The last runs to the model's last year.
 */
export function parseGenerations(
  spec: string | undefined,
  modelFrom: number,
  modelTo: number | null,
): Generation[] {
  if (!spec) return [];
  const entries = spec.split('|').map((entry, i) => {
    const [series, year] = entry.split(':');
    if (!year && i > 0) throw new Error(`Generation ${series} needs its first model year`);
    return { series: series.trim(), from: year ? Number(year) : modelFrom };
  });
  return entries.map((entry, i) => ({
    ...entry,
    to: i + 1 < entries.length ? entries[i + 1].from - 1 : modelTo,
  }));
}

/** 'Ascent Sport:31|N Line:50@2021|SS:50@-2017|Redline:58@2014-2017' with prices in $k. */
export function parseBadges(spec: string): Badge[] {
  return spec.split('|').map((entry) => {
    const [named, years = ''] = entry.split('@');
    const at = named.lastIndexOf(':');
    const [from, to] = years.split('-');
    return {
      name: named.slice(0, at),
      price: Math.round(Number(named.slice(at + 1)) * 1000),
      from: from ? Number(from) : null,
      to: to ? Number(to) : null,
    };
  });
}

const covers = (range: { from: number | null; to: number | null }, year: number) =>
  (range.from === null || year >= range.from) && (range.to === null || year <= range.to);

/** The series of the generation sold in `year`; null when the model has no series codes. */
export function seriesFor(generations: readonly Generation[], year: number): string | null {
  if (generations.length === 0) return null;
  const generation = generations.find((g) => covers(g, year));
  if (!generation) throw new Error(`No generation covers ${year}`);
  return generation.series;
}

/** The badges sold in `year`. */
export function badgesFor(badges: readonly Badge[], year: number): Badge[] {
  return badges.filter((b) => covers(b, year));
}
