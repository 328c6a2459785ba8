// Prints the row count of each table the API writes, as JSON, for the fuzz run's before and after.
import { sql } from 'drizzle-orm';
import { openScriptDb } from '../script-db';
import { WRITTEN_TABLES } from './checks';

const handle = await openScriptDb('fuzz');
const counts: Record<string, number> = {};
for (const table of Object.keys(WRITTEN_TABLES)) {
  const result = await handle.db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: number;
  }>;
  counts[table] = Number(rows[0].n);
}
await handle.close();
console.log(JSON.stringify(counts));
process.exit(0);
