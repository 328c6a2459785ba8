// The order a site lists its locations in, everywhere it lists them. Pure.

/**
 * The order a site's locations are listed in, the first being the site's own (its contact page's 'Visit
 * us'): the primary locations first, in the order the site names their dealerships (its first dealership
 * is the site's own: Coastal Toyota names Tingalpa before Capalaba), then each by name.
 */
export function inSiteOrder<T extends { primary: boolean; dealershipSlug: string; name: string }>(
  locations: readonly T[],
  dealershipOrder: readonly string[],
): T[] {
  const rank = (l: T) => {
    const index = dealershipOrder.indexOf(l.dealershipSlug);
    return index === -1 ? dealershipOrder.length : index;
  };
  return [...locations].sort(
    (a, b) => Number(b.primary) - Number(a.primary) || rank(a) - rank(b) || a.name.localeCompare(b.name),
  );
}
