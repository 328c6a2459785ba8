import { isCarSlug } from '@/inventory/slug-rules';

// Comparing cars side by side: which cars (from the URL, so a comparison can be shared), and the rows the
// table lines up across them.

export const COMPARE_MAX = 4;
/** The page's query key: `/compare?cars=slug-a,slug-b`. */
export const COMPARE_PARAM = 'cars';
/** Where the cars picked on cards are kept in the browser, per site. */
export const compareStorageKey = (site: string) => `compare:${site}`;

/** Up to four distinct car slugs from the URL, in the order given; anything that cannot be a slug is dropped. */
export function compareSlugs(value: string | string[] | null | undefined): string[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  const slugs = text
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => slug && isCarSlug(slug));
  return [...new Set(slugs)].slice(0, COMPARE_MAX);
}

/** A picked list with one car added (the oldest dropped past four) or removed. */
export function togglePick(picked: readonly string[], slug: string): string[] {
  if (picked.includes(slug)) return picked.filter((s) => s !== slug);
  return [...picked, slug].slice(-COMPARE_MAX);
}

export type Line = { label: string; value: string };
export type CompareRow = { label: string; values: (string | null)[]; differs: boolean };

/**
 * One row per label any car has, in the order they first appear, each car's value or null; `differs`
 * marks rows whose values are not all the same (for 'show differences').
 */
export function compareRows(cars: readonly (readonly Line[])[]): CompareRow[] {
  const labels: string[] = [];
  for (const lines of cars)
    for (const line of lines) if (!labels.includes(line.label)) labels.push(line.label);
  return labels.map((label) => {
    const values = cars.map((lines) => lines.find((line) => line.label === label)?.value ?? null);
    return { label, values, differs: new Set(values).size > 1 };
  });
}

/** Features as a row per feature: which cars have it. */
export function featureRows(cars: readonly (readonly string[])[]): CompareRow[] {
  const features: string[] = [];
  for (const list of cars)
    for (const feature of list) if (!features.includes(feature)) features.push(feature);
  return features.map((feature) => {
    const values = cars.map((list) => (list.includes(feature) ? 'Yes' : null));
    return { label: feature, values, differs: new Set(values).size > 1 };
  });
}
