import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { cars, phoneReveals } from '@/db/schema';
import { type ErrorBody, type FieldIssue, invalidFieldsBody } from '@/lib/http';
import { dbId } from '@/lib/visitor-input';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';

// The phone reveal (AF §4, §7): a dealer's number is masked until the shopper asks for it; each reveal is
// logged with the car, the dealership and the site.

/** POST /api/phone-reveal: the car (none for a location's phone), its dealership and the site's id. */
export const PhoneRevealSchema = z.object({
  car_id: dbId().nullish(),
  dealership_id: dbId(),
  website_id: dbId(),
});

/** Logs one reveal of a dealer's phone; 400 naming the field when an id is not this site's. */
export async function recordPhoneReveal(
  site: Site,
  input: z.infer<typeof PhoneRevealSchema>,
): Promise<{ status: 204 } | { status: 400; body: Required<ErrorBody> }> {
  const issues: FieldIssue[] = [];
  if (input.website_id !== site.id) issues.push({ field: 'website_id', message: 'Not this site’s id' });
  const dealer = visibleDealerships(site).find((d) => d.id === input.dealership_id);
  if (!dealer) issues.push({ field: 'dealership_id', message: 'Not a dealership of this site' });
  const db = await getDb();
  if (dealer && input.car_id) {
    const [car] = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.id, input.car_id), eq(cars.dealershipId, dealer.id)))
      .limit(1);
    if (!car) issues.push({ field: 'car_id', message: 'Not a car of this dealership' });
  }
  if (issues.length > 0) return { status: 400, body: invalidFieldsBody(issues) };
  await db
    .insert(phoneReveals)
    .values({ siteId: site.id, dealershipId: input.dealership_id, carId: input.car_id ?? null });
  return { status: 204 };
}
