// The finance page's 'Get Finance Now' stock (AF §2, §9): featured used cars, in stock, each with more
// than one photo, at most 6. Pure: the search and the photo counts are read by finance-stock.ts.

export const FINANCE_STOCK = {
  /** AF §9 'featured finance stock 6'. */
  limit: 6,
  /** AF §2 'photos_count above 1': a car with one photo (or none) is not featured. */
  minPhotos: 2,
  /** Candidates read before the photo rule thins them: enough that a few one-photo cars never leave gaps. */
  candidates: 24,
} as const;

/** The hits, in their order, that have more than one photo and are in stock and used, at most 6. */
export function pickFinanceStock<T extends { id: number; status: string; carType: string }>(
  hits: readonly T[],
  photoCounts: ReadonlyMap<number, number>,
): T[] {
  return hits
    .filter(
      (hit) =>
        hit.status === 'in_stock' &&
        hit.carType === 'used' &&
        (photoCounts.get(hit.id) ?? 0) >= FINANCE_STOCK.minPhotos,
    )
    .slice(0, FINANCE_STOCK.limit);
}
