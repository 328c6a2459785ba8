import 'server-only';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { deliveryRegions } from '@/db/schema';

export type DeliveryRegion = { name: string; price: number };

/**
 * The delivery region of a dealership that covers a postcode (AF §7 'delivery price lookup by
 * postcode → name (region), price'), or null when none does. Ranges are inclusive: 'Brisbane Metro'
 * 4000–4179 covers 4000 and 4179, not 4180. The postcode is a 4-digit string ('0800' is 800). Should a
 * dealer's ranges overlap, the narrowest (most specific) range wins, then the cheaper one.
 */
export async function findDeliveryRegion(
  dealershipId: number,
  postcode: string,
): Promise<DeliveryRegion | null> {
  const code = Number(postcode);
  if (!Number.isInteger(code)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ name: deliveryRegions.name, price: deliveryRegions.price })
    .from(deliveryRegions)
    .where(
      and(
        eq(deliveryRegions.dealershipId, dealershipId),
        lte(deliveryRegions.postcodeFrom, code),
        gte(deliveryRegions.postcodeTo, code),
      ),
    )
    .orderBy(
      asc(sql`${deliveryRegions.postcodeTo} - ${deliveryRegions.postcodeFrom}`),
      asc(deliveryRegions.price),
      asc(deliveryRegions.id),
    )
    .limit(1);
  return row ?? null;
}
