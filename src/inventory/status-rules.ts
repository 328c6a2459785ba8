// Whether a car can still be bought, read the same everywhere: search, its card and page, the price
// comparison, saved-search alerts and the stock import. Pure.

export type CarStatus = 'in_stock' | 'coming_soon' | string;

/** in_stock and coming_soon are available; any other status is treated as sold. */
export function isAvailable(status: CarStatus): boolean {
  return status === 'in_stock' || status === 'coming_soon';
}

/**
 * When a car was sold, kept as its status changes: null while it is available, the moment it first stopped
 * being available, else (already sold) the moment it was.
 */
export function soldAtFor(status: CarStatus, existing: Date | null | undefined, now: Date): Date | null {
  return isAvailable(status) ? null : (existing ?? now);
}
