import { isCarSlug } from '@/inventory/slug-rules';

// Which cars to compare: picked on cards (kept in the browser per site) and named in the comparison's URL,
// so a comparison can be shared. Apart from the comparison itself, so cards can offer picking without
// depending on the vehicle page the comparison draws on.

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
