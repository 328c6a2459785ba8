import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars, carViews } from '@/db/schema';

/** Counts one view and answers the new total; the increment is atomic, so concurrent views all count. */
export async function recordView(siteId: number, carId: number): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.insert(carViews).values({ carId, siteId });
    const [row] = await tx
      .update(cars)
      .set({ views: sql`${cars.views} + 1` })
      .where(eq(cars.id, carId))
      .returning({ views: cars.views });
    return row.views;
  });
}
