import { paths } from '@/lib/paths';

// Pure rules of the dealership directory (no I/O).

export type StockedPlaces = { locations: ReadonlySet<string>; dealerships: ReadonlySet<string> };
type Entry = { slug: string; name: string; dealership: string; dealershipSlug: string };

/**
 * Where a directory entry's 'View stock at' link goes: the location's own stock page when cars are listed
 * there; else its dealership's (a service or parts location sells through its dealership's yards); no
 * link when neither has stock, so the directory never links to an empty or missing page.
 */
export function stockLink(entry: Entry, stocked: StockedPlaces): { href: string; label: string } | null {
  if (stocked.locations.has(entry.slug))
    return { href: paths.search(entry.slug), label: `View stock at ${entry.name}` };
  if (stocked.dealerships.has(entry.dealershipSlug))
    return { href: paths.search(entry.dealershipSlug), label: `View stock at ${entry.dealership}` };
  return null;
}
