// The lead outbox (ARCHITECTURE §8): a lead and its lead_deliveries rows are committed together, then
// each delivery (email, CRM webhook) is sent from here, retried with backoff until it goes through, and
// marked 'failed' (loudly, never silently) after MAX_ATTEMPTS. Any number of processes may run it on one
// database: a delivery is claimed with FOR UPDATE SKIP LOCKED, so exactly one process sends it at a time.
// A claim is short (CLAIM_LEASE_MS) and renewed while its send runs, so a killed process's delivery is
// taken again within seconds and a slow one that is alive is never taken from it. Each run claims under a
// token of its own: only while the row still carries it does the run renew the claim or record the outcome.
//
// Not marked 'server-only': scripts/lead-outbox.ts runs it in plain Node, so the database comes in as a
// parameter rather than from '@/db'.

import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { dealerships, leadDeliveries, leads, locations, sites } from '@/db/schema';
import { locationTimeZone } from '@/lib/dates';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { type Mailer, mailerFromEnv, mailFromFor } from '@/lib/mail';
import { processMetrics } from '@/lib/metrics';
import { afterFailure, CLAIM_LEASE_MS, CLAIM_RENEW_MS } from '@/lib/outbox-retry';
import { poll } from '@/lib/poll';
import {
  type DeliverableLead,
  type LeadPayload,
  OUTBOX_BATCH,
  OUTBOX_INTERVAL_MS,
  type StoredLeadForm,
} from './delivery-rules';
import { composeLeadEmail } from './email';
import { postWebhook } from './webhook';

export type OutboxOptions = {
  db: Db;
  /**
   * The clock, for tests that jump past a backoff instead of sleeping through it: a moment that stands
   * still, or a function for one that moves while a send runs.
   */
  now?: Date | (() => Date);
  /** Default CLAIM_RENEW_MS; tests renew faster, or never, to play a process that stopped. */
  renewEveryMs?: number;
  /** Deliveries claimed at most in this run (default OUTBOX_BATCH). */
  limit?: number;
  /** Default: SMTP_URL, else .eml files under MAIL_DIR. */
  mailer?: Mailer;
  /** The platform's sender, for sites without their own mail.from. Default: MAIL_FROM. */
  from?: string;
};

export type OutboxRun = {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
  /** Claims another process took over (this one stopped renewing in time): their outcome is its to record. */
  lost: number;
};

type Delivery = typeof leadDeliveries.$inferSelect;
type Claim = { token: string; clock: () => Date };

let envMailer: Mailer | undefined;
/** The environment's mailer, made once per process (SMTP connections are opened per message). */
function defaultMailer(): Mailer {
  envMailer ??= mailerFromEnv();
  return envMailer;
}

/**
 * Claims the deliveries that are due (pending and past next_attempt_at, or 'delivering' under an expired
 * claim), sends them side by side, and records each outcome. Never throws for a failed delivery; it only
 * throws when the database itself cannot be reached.
 */
export async function deliverDueLeads(options: OutboxOptions): Promise<OutboxRun> {
  const { db, now } = options;
  const claim: Claim = {
    token: randomUUID(),
    clock: typeof now === 'function' ? now : () => now ?? new Date(),
  };
  const claimed = await claimDue(db, claim, options.limit ?? OUTBOX_BATCH);
  const run: OutboxRun = { claimed: claimed.length, delivered: 0, retrying: 0, failed: 0, lost: 0 };
  if (claimed.length === 0) return run;
  const sending = new Set(claimed.map((d) => d.id));
  const stopRenewing = poll(() => renewClaims(db, claim, [...sending]), {
    intervalMs: options.renewEveryMs ?? CLAIM_RENEW_MS,
    failureMessage: 'Lead delivery claims could not be renewed; trying again',
  });
  try {
    const byId = await loadLeads(
      db,
      claimed.map((d) => d.leadId),
    );
    const mailer = options.mailer ?? defaultMailer();
    const from = options.from ?? env.MAIL_FROM;
    const outcomes = await Promise.all(
      claimed.map(async (delivery) => {
        const lead = byId.get(delivery.leadId);
        try {
          if (!lead) throw new Error(`Lead ${delivery.leadId} not found`);
          await send(delivery, lead, mailer, from);
          return await markDelivered(db, delivery, claim);
        } catch (error) {
          return await markFailed(db, delivery, error, claim);
        } finally {
          sending.delete(delivery.id);
        }
      }),
    );
    for (const outcome of outcomes) run[outcome] += 1;
    return run;
  } finally {
    stopRenewing();
  }
}

/** Pushes back the end of the claims this run still holds; one another process has taken stays its. */
async function renewClaims(db: Db, claim: Claim, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(leadDeliveries)
    .set({ lockedUntil: new Date(claim.clock().getTime() + CLAIM_LEASE_MS) })
    .where(ours(claim, inArray(leadDeliveries.id, ids)));
}

/** The rows still claimed by this run. */
const ours = (claim: Claim, rows: SQL) =>
  and(rows, eq(leadDeliveries.status, 'delivering'), eq(leadDeliveries.claimToken, claim.token));

async function claimDue(db: Db, claim: Claim, limit: number): Promise<Delivery[]> {
  const now = claim.clock();
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      or(
        and(eq(leadDeliveries.status, 'pending'), lte(leadDeliveries.nextAttemptAt, now)),
        and(eq(leadDeliveries.status, 'delivering'), lt(leadDeliveries.lockedUntil, now)),
      ),
    )
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  // The attempt is counted when claimed, so a delivery that crashes its process every time still runs
  // out of attempts instead of being retried forever.
  return db
    .update(leadDeliveries)
    .set({
      status: 'delivering',
      lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      claimToken: claim.token,
      attempts: sql`${leadDeliveries.attempts} + 1`,
    })
    .where(inArray(leadDeliveries.id, due))
    .returning();
}

async function loadLeads(db: Db, ids: string[]): Promise<Map<string, DeliverableLead>> {
  const rows = await db
    .select({
      lead: leads,
      siteName: sites.name,
      siteSlug: sites.slug,
      hostnames: sites.hostnames,
      siteMail: sql<{ from: string } | null>`${sites.config}->'mail'`,
      dealershipName: dealerships.name,
      locationTimeZone: locations.timeZone,
      locationState: locations.state,
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    // The zone its times are told in: the lead's location's, else that of its dealership's primary
    // location (an online payment or a trade-in names none), never UTC while the dealer has a location.
    .leftJoin(
      locations,
      eq(
        locations.id,
        sql<number>`coalesce((${leads.payload}->>'location_id')::int, (
          select l.id from ${locations} l where l.dealership_id = ${leads.dealershipId}
          order by l.visible desc, l."primary" desc, l.id limit 1))`,
      ),
    )
    .where(inArray(leads.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => {
      const form = r.lead.form as StoredLeadForm;
      const lead: DeliverableLead = {
        id: r.lead.id,
        createdAt: r.lead.createdAt,
        category: r.lead.category,
        subcategory: r.lead.subcategory,
        payload: r.lead.payload as LeadPayload,
        vehicle: form.vehicle ?? null,
        site: {
          name: r.siteName,
          host: r.hostnames[0] ?? `${r.siteSlug}.localhost`,
          ...(r.siteMail ? { mail: r.siteMail } : {}),
        },
        dealership: r.dealershipName ? { name: r.dealershipName } : null,
        timeZone:
          r.locationState === null
            ? null
            : locationTimeZone({ timeZone: r.locationTimeZone, state: r.locationState }),
      };
      return [lead.id, lead];
    }),
  );
}

async function send(delivery: Delivery, lead: DeliverableLead, mailer: Mailer, from: string) {
  if (delivery.channel === 'email') {
    await mailer.send(composeLeadEmail(lead, delivery.target, mailFromFor(lead.site, from)));
    return;
  }
  if (delivery.format === 'text') throw new Error('A webhook delivery needs the adf or json format');
  await postWebhook(delivery.target, lead, delivery.format);
}

/** Whether the outcome was recorded: not when another process has taken the claim since. */
async function record(
  db: Db,
  delivery: Delivery,
  claim: Claim,
  outcome: Partial<typeof leadDeliveries.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(leadDeliveries)
    .set({ ...outcome, lockedUntil: null, claimToken: null })
    .where(ours(claim, eq(leadDeliveries.id, delivery.id)))
    .returning({ id: leadDeliveries.id });
  if (rows.length > 0) return true;
  logger.warn(
    { leadId: delivery.leadId, channel: delivery.channel, attempts: delivery.attempts },
    'Lead delivery claim was taken over by another process; its outcome stands',
  );
  return false;
}

async function markDelivered(db: Db, delivery: Delivery, claim: Claim): Promise<'delivered' | 'lost'> {
  const done = { status: 'delivered' as const, deliveredAt: claim.clock(), lastError: null };
  if (!(await record(db, delivery, claim, done))) return 'lost';
  logger.info(
    { leadId: delivery.leadId, channel: delivery.channel, attempts: delivery.attempts },
    'Lead delivered',
  );
  return 'delivered';
}

async function markFailed(
  db: Db,
  delivery: Delivery,
  error: unknown,
  claim: Claim,
): Promise<'retrying' | 'failed' | 'lost'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const next = afterFailure(delivery.attempts, claim.clock());
  const recorded = await record(db, delivery, claim, {
    status: next.status,
    nextAttemptAt: next.status === 'pending' ? next.nextAttemptAt : delivery.nextAttemptAt,
    lastError: message,
  });
  if (!recorded) return 'lost';
  processMetrics().outboxFailures.inc({ outbox: 'leads', final: String(next.status === 'failed') });
  const context = {
    leadId: delivery.leadId,
    channel: delivery.channel,
    target: delivery.target,
    attempts: delivery.attempts,
    error: message,
  };
  if (next.status === 'failed') {
    logger.error(context, 'Lead delivery failed for good; the lead is stored, deliver it by hand');
    return 'failed';
  }
  logger.warn({ ...context, nextAttemptAt: next.nextAttemptAt }, 'Lead delivery failed; will retry');
  return 'retrying';
}

// ── The loop ────────────────────────────────────────────────────────────────────────────────────

export type LeadOutbox = {
  /** Run now (e.g. a lead was just stored) rather than at the next tick; returns at once. */
  kick(): void;
  /** Stops the loop after the run in progress, if any. */
  stop(): Promise<void>;
};

// Kept on globalThis: Next.js loads instrumentation and route handlers as separate module graphs, and
// the route's kick must reach the loop instrumentation started (one loop per process).
const store = globalThis as unknown as { __leadOutbox?: LeadOutbox };

/**
 * Runs `deliverDueLeads` every OUTBOX_INTERVAL_MS and on kick, in this process, until stopped. A failing
 * run is logged and the loop goes on. Its timer does not hold the process open unless `keepAlive` (the
 * standalone runner, which has nothing else to do) asks it to, so a server exits as it would without it.
 */
export function startLeadOutbox(
  options: Omit<OutboxOptions, 'now' | 'limit'> & { intervalMs?: number; keepAlive?: boolean },
): LeadOutbox {
  if (store.__leadOutbox) return store.__leadOutbox;
  const intervalMs = options.intervalMs ?? OUTBOX_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(tick, delay);
    if (!options.keepAlive) timer.unref();
  };

  const runUntilIdle = async () => {
    do {
      again = false;
      try {
        const run = await deliverDueLeads({ db: options.db, mailer: options.mailer, from: options.from });
        // A full batch means more may be due: go on at once rather than a tick later.
        if (run.claimed >= OUTBOX_BATCH) again = true;
      } catch (error) {
        logger.error({ err: error }, 'Lead outbox run failed; trying again at the next tick');
      }
    } while (again && !stopped);
  };

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runUntilIdle().finally(() => {
      running = null;
      schedule(intervalMs);
    });
  }

  const outbox: LeadOutbox = {
    kick() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (store.__leadOutbox === outbox) store.__leadOutbox = undefined;
    },
  };
  store.__leadOutbox = outbox;
  schedule(0);
  return outbox;
}

/** Wakes this process's outbox loop, if one runs here (the server's); a no-op otherwise. */
export function kickLeadOutbox(): void {
  store.__leadOutbox?.kick();
}
