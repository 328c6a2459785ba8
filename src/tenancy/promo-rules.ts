type Dated = { display: boolean; strictDisplay?: boolean; startAt: Date | null; expiresAt: Date | null };

/**
 * A promo shows while displayed and inside its window (AF §2: start, expiry, display, strictDisplay); the
 * start is inclusive, the expiry too. Without dates it shows while displayed, unless it is strict: a strict
 * promo must have a window, so a campaign cannot run open-ended by a missing date.
 */
export function isPromoActive(promo: Dated, now: Date): boolean {
  if (!promo.display) return false;
  if (promo.strictDisplay && !promo.startAt && !promo.expiresAt) return false;
  if (promo.startAt && now < promo.startAt) return false;
  if (promo.expiresAt && now > promo.expiresAt) return false;
  return true;
}
