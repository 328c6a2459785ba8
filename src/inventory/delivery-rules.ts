// Pure rules of the delivery calculator (AF §5, §7): the postcode check before asking, and the answer of
// GET /api/delivery-price as the shopper reads it. The vehicle page's calculator and the buy-online
// journey both show delivery through these. No I/O.

import { POSTCODE_FORMAT_MESSAGE } from '@/enquiries/rules';
import { formatMoney } from '@/lib/money';

/** A postcode as the delivery lookup accepts it: exactly 4 ASCII digits ('0800' yes; '800', '40000' no). */
export const POSTCODE_PATTERN = /^[0-9]{4}$/;

/**
 * Checked before asking the server: blank → 'Please enter a postcode.', not 4 digits → the format
 * message, else null. Surrounding spaces are forgiven (' 4000 ' is 4000).
 */
export function deliveryInputError(postcode: string): string | null {
  if (!postcode.trim()) return DELIVERY_EMPTY_POSTCODE;
  return POSTCODE_PATTERN.test(postcode.trim()) ? null : POSTCODE_FORMAT_MESSAGE;
}

/**
 * The calculator's answer to GET /api/delivery-price: a 200 with { name, price } is the region; a 404
 * (no region covers it), any other status, a body of another shape or a network failure (status null)
 * all give the 'Sorry, …' message, since the shopper can do nothing else about them either.
 */
export function deliveryResult(postcode: string, status: number | null, body: unknown): DeliveryQuote {
  const region =
    status === 200 &&
    body &&
    typeof body === 'object' &&
    typeof (body as { name?: unknown }).name === 'string'
      ? (body as { name: string; price: number | null | undefined })
      : null;
  return deliveryQuoteMessage(postcode, region);
}

/** A delivery price as shown: 0 → 'Free' (the dealer's own metro area), 590 → '$590'. */
export function deliveryPriceText(price: number): string {
  return price === 0 ? 'Free' : formatMoney(price);
}

// ── Delivery calculator's answer (AF §5, §7) ────────────────────────────────────────────────────

export const DELIVERY_EMPTY_POSTCODE = 'Please enter a postcode.';
export const DELIVERY_NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

export type DeliveryQuote =
  | { ok: false; message: string }
  | { ok: true; message: null; region: string; price: number };

/**
 * The delivery calculator's answer: no postcode → 'Please enter a postcode.'; no region or no price for
 * it → the 'Sorry, …' message; else the region's name and price. A price of 0 is a (free) price; only a
 * missing or negative price means none.
 */
export function deliveryQuoteMessage(
  postcode: string | null | undefined,
  region: { name: string; price: number | null | undefined } | null | undefined,
): DeliveryQuote {
  if (!(postcode ?? '').trim()) return { ok: false, message: DELIVERY_EMPTY_POSTCODE };
  const price = region?.price;
  if (!region || typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
    return { ok: false, message: DELIVERY_NO_ESTIMATE };
  }
  return { ok: true, message: null, region: region.name, price };
}
