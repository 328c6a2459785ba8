import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { regoVehicles } from '@/db/schema';
import type { RegoLookup } from './lookup';

// The embedded register: the rego_vehicles table, which the seed fills with every demo car on sale and a
// few hundred private cars per state, so the trade-in journey works offline with realistic plates.

export function createRegistryLookup(db: () => Promise<Db>): RegoLookup {
  return {
    find: async (plate, state) => {
      const [row] = await (await db())
        .select({
          year: regoVehicles.year,
          make: regoVehicles.make,
          model: regoVehicles.model,
          badge: regoVehicles.badge,
          series: regoVehicles.series,
          body: regoVehicles.body,
          colour: regoVehicles.colour,
          fuel: regoVehicles.fuel,
          transmission: regoVehicles.transmission,
          vin: regoVehicles.vin,
        })
        .from(regoVehicles)
        .where(and(eq(regoVehicles.state, state), eq(regoVehicles.plate, plate)))
        .limit(1);
      return row ?? null;
    },
  };
}
