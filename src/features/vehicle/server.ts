import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars, carViews } from '@/db/schema';

/**
 * Counts one view and answers the new total: the view's row and the increment in one statement (one round
 * trip, one commit, however busy the pool), atomic, so concurrent views all count.
 */
export async function recordView(siteId: number, carId: number): Promise<number> {
  const db = await getDb();
  const { rows } = await db.execute<{ views: number }>(sql`
    with counted as (insert into ${carViews} (car_id, site_id) values (${carId}, ${siteId}))
    update ${cars} set views = views + 1 where id = ${carId} returning views`);
  return Number(rows[0].views);
}
