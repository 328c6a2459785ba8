import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { garageVehicles } from '@/db/schema';
import { fieldIssues, invalidFieldsBody } from '@/lib/http';
import { MAX_DB_ID, visitorText } from '@/lib/visitor-input';
import type { Shopper } from '@/session';
import type { Site } from '@/tenancy/get-site';
import { GARAGE_MAX_VEHICLES, STATES } from './garage-rules';
import type { Outcome } from './server';

// The shopper's own vehicles in their garage on a site with the garage on: each the start of a service
// booking or a trade-in valuation.

const VEHICLE_ID_MESSAGE = 'expected a vehicle id';

/** POST /api/garage/remove-vehicle: the vehicle's id, a whole number inside int4. */
export const RemoveGarageVehicleSchema = z.object({
  id: z.number({ message: VEHICLE_ID_MESSAGE }).int().min(1).max(MAX_DB_ID),
});

export const GarageVehicleSchema = z.object({
  rego: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,9}$/, 'Please enter the registration as on the plate.')),
  state: z.enum(STATES, 'Please choose a state.'),
  make: visitorText().trim().min(1, 'This is a required field.').max(40),
  model: visitorText().trim().min(1, 'This is a required field.').max(40),
  year: z.coerce
    .number('Please enter a year.')
    .int('Please enter a year.')
    .min(1950, 'Please enter a year from 1950.')
    .refine((year) => year <= new Date().getFullYear() + 1, 'Please enter a year no later than next year.')
    .describe('From 1950 to next year'),
});

export type GarageVehicle = typeof garageVehicles.$inferSelect;

const garageOff: Outcome = { status: 404, body: { error: 'This site has no garage.' } };
const signedOut: Outcome = { status: 401, body: { error: 'Please sign in to use your garage.' } };

export async function garageOf(db: Db, site: Site, shopper: Shopper): Promise<GarageVehicle[]> {
  return db
    .select()
    .from(garageVehicles)
    .where(and(eq(garageVehicles.userId, shopper.id), eq(garageVehicles.siteId, site.id)))
    .orderBy(asc(garageVehicles.id));
}

export async function addGarageVehicle(
  db: Db,
  site: Site,
  shopper: Shopper | null,
  body: unknown,
): Promise<Outcome> {
  if (!site.config.features.garage) return garageOff;
  if (!shopper) return signedOut;
  const parsed = GarageVehicleSchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: invalidFieldsBody(fieldIssues(parsed.error)) };
  const [held] = await db
    .select({ n: count() })
    .from(garageVehicles)
    .where(and(eq(garageVehicles.userId, shopper.id), eq(garageVehicles.siteId, site.id)));
  if (held.n >= GARAGE_MAX_VEHICLES)
    return { status: 400, body: { error: `A garage holds at most ${GARAGE_MAX_VEHICLES} vehicles.` } };
  const [row] = await db
    .insert(garageVehicles)
    .values({ ...parsed.data, userId: shopper.id, siteId: site.id })
    .onConflictDoNothing()
    .returning();
  return row ? { status: 201, body: { vehicle: row } } : { status: 200, body: { vehicle: null } };
}

export async function removeGarageVehicle(
  db: Db,
  site: Site,
  shopper: Shopper | null,
  body: unknown,
): Promise<Outcome> {
  if (!site.config.features.garage) return garageOff;
  if (!shopper) return signedOut;
  const parsed = RemoveGarageVehicleSchema.safeParse(body);
  if (!parsed.success)
    return {
      status: 400,
      body: { error: 'Invalid field: id', issues: [{ field: 'id', message: VEHICLE_ID_MESSAGE }] },
    };
  await db
    .delete(garageVehicles)
    .where(
      and(
        eq(garageVehicles.id, parsed.data.id),
        eq(garageVehicles.userId, shopper.id),
        eq(garageVehicles.siteId, site.id),
      ),
    );
  return { status: 200, body: { success: true } };
}
