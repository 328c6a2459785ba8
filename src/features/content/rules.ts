type Dated = { display: boolean; startAt: Date | null; expiresAt: Date | null };

/** A promo shows while displayed and inside its window; the start is inclusive, the expiry too. */
export function isPromoActive(promo: Dated, now: Date): boolean {
  if (!promo.display) return false;
  if (promo.startAt && now < promo.startAt) return false;
  if (promo.expiresAt && now > promo.expiresAt) return false;
  return true;
}
