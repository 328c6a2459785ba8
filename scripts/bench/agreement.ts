import type { EngineResult } from '../../src/search/engine';

// The SQL baseline is only a fair comparison if it does the engine's work: same count, same page in the
// same order, same facet counts and slider bounds. Checked once per query shape before timing.

const MAX_REPORTED = 4;

export function differences(engine: EngineResult, sql: EngineResult): string[] {
  const out: string[] = [];
  if (engine.count !== Number(sql.count)) out.push(`count: engine ${engine.count}, SQL ${sql.count}`);
  const at = engine.ids.findIndex((id, i) => id !== sql.ids[i]);
  if (at >= 0 || engine.ids.length !== sql.ids.length) {
    out.push(`page differs at position ${at >= 0 ? at : Math.min(engine.ids.length, sql.ids.length)}`);
  }
  for (const field of new Set([...Object.keys(engine.facets), ...Object.keys(sql.facets ?? {})])) {
    const a = engine.facets[field as keyof EngineResult['facets']] ?? {};
    const b = (sql.facets as Record<string, Record<string, number>>)[field] ?? {};
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== Number(b[k]));
    if (keys.length) {
      out.push(
        `facet ${field}: ${keys
          .slice(0, 3)
          .map((k) => `'${k}' ${a[k] ?? 0}/${b[k] ?? 0}`)
          .join(', ')}`,
      );
    }
  }
  for (const field of Object.keys(engine.stats) as (keyof EngineResult['stats'])[]) {
    const a = engine.stats[field];
    const b = sql.stats?.[field];
    if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) {
      out.push(`stats ${field}: engine ${JSON.stringify(a)}, SQL ${JSON.stringify(b)}`);
    }
  }
  return out.length > MAX_REPORTED
    ? [...out.slice(0, MAX_REPORTED), `… ${out.length - MAX_REPORTED} more`]
    : out;
}
