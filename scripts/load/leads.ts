import fs from 'node:fs';
import pg from 'pg';
import type { AcceptedLead } from './shopper';

// No lead lost: every enquiry the platform answered 2xx is in `leads` exactly once, and the outbox has
// delivered each (every delivery row `delivered`) within the grace period after the load stops.

export type LeadCheck = {
  accepted: number;
  stored_once: number;
  missing: number;
  duplicated: number;
  /** Rows in `leads` no 2xx answer promised (an answer lost on the way back); not counted as lost. */
  stored_unanswered: number;
  delivered: number;
  undelivered: number;
  mail_files: number | null;
  waited_s: number;
  lost: number;
};

const POLL_MS = 2000;

export async function checkLeads(
  databaseUrl: string,
  accepted: readonly AcceptedLead[],
  options: { graceS: number; mailDir: string | null },
): Promise<LeadCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const keys = accepted.map((l) => l.idempotencyKey);
    const stored = await client.query<{ id: string; site: string; key: string }>(
      `select l.id, s.slug as site, l.idempotency_key as key from leads l join sites s on s.id = l.site_id`,
    );
    const rowsByKey = new Map<string, { id: string }[]>();
    for (const row of stored.rows) {
      const key = `${row.site}/${row.key}`;
      rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
    }
    let missing = 0;
    let duplicated = 0;
    for (const lead of accepted) {
      const rows = rowsByKey.get(`${lead.site}/${lead.idempotencyKey}`) ?? [];
      if (rows.length === 0 || !rows.some((r) => r.id === lead.leadId)) missing += 1;
      else if (rows.length > 1) duplicated += 1;
    }
    const acceptedKeys = new Set(accepted.map((l) => `${l.site}/${l.idempotencyKey}`));
    const storedUnanswered = [...rowsByKey.keys()].filter((k) => !acceptedKeys.has(k)).length;

    const started = performance.now();
    let undelivered = keys.length;
    const ids = accepted.map((l) => l.leadId);
    // A lead is delivered when it has delivery rows and every one of them is delivered.
    const countUndelivered = async () => {
      const result = await client.query<{ n: string }>(
        `select count(*) as n from unnest($1::uuid[]) as a(id)
          where not exists (select 1 from lead_deliveries d where d.lead_id = a.id)
             or exists (select 1 from lead_deliveries d where d.lead_id = a.id and d.status <> 'delivered')`,
        [ids],
      );
      return Number(result.rows[0].n);
    };
    for (;;) {
      undelivered = await countUndelivered();
      if (undelivered === 0 || performance.now() - started > options.graceS * 1000) break;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return {
      accepted: accepted.length,
      stored_once: accepted.length - missing - duplicated,
      missing,
      duplicated,
      stored_unanswered: storedUnanswered,
      delivered: accepted.length - undelivered,
      undelivered,
      mail_files: options.mailDir ? countFiles(options.mailDir, '.eml') : null,
      waited_s: Math.round((performance.now() - started) / 1000),
      lost: missing + duplicated + undelivered,
    };
  } finally {
    await client.end();
  }
}

function countFiles(dir: string, ending: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(ending)).length;
}
