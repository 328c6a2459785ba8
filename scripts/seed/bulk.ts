import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

// Stock beyond what the seed generates car by car in reasonable time (100,000 cars take about a minute and
// a half; a million would take a quarter of an hour), for `npm run bench -- --cars 1000000` only: the seeded
// cars are copied in SQL, each copy with its own slug and stock number, until there are `total`. Makes,
// models, prices and the split across dealerships stay those of the seeded stock; what grows is the number
// of cars, which is what the engine's memory and query times depend on. `npm run seed` never calls this.

/** The largest stock the bench seeds car by car before copying. */
export const BULK_BASE = 100_000;

/** Copies the cars already seeded (ids 1..n, a fresh database) until the table holds `total`. */
export async function replicateCars(db: Db, total: number): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n, max(id)::int as last from cars`,
  )) as unknown as {
    rows: { n: number; last: number }[];
  };
  const { n: base, last } = result.rows[0];
  if (base === 0 || total <= base) return base;
  const columns = (await db.execute(
    sql`select column_name from information_schema.columns where table_name = 'cars' and column_name <> 'id' order by ordinal_position`,
  )) as unknown as { rows: { column_name: string }[] };
  const names = columns.rows.map((r) => `"${r.column_name}"`);
  const copied = (copy: number) =>
    columns.rows
      .map(({ column_name: name }) =>
        name === 'slug' || name === 'stocknum' ? `"${name}" || '-${copy}'` : `"${name}"`,
      )
      .join(', ');
  let count = base;
  for (let copy = 1; count < total; copy += 1) {
    const take = Math.min(base, total - count);
    await db.execute(
      sql.raw(
        `insert into cars (${names.join(', ')}) select ${copied(copy)} from cars where id <= ${last} order by id limit ${take}`,
      ),
    );
    count += take;
  }
  return count;
}
