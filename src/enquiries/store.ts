import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { dealerships, leadDeliveries, leads, locations, testDriveBookings } from '@/db/schema';
import { consolePaths } from '@/lib/console-paths';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { hitRateLimit } from '@/lib/rate-limit';
import { type QueuedMessage, queueShopperMessage } from '@/lib/shopper-messages';
import { consoleOrigin } from '@/staff/console-origin';
import { leadAssignedEmail, sendStaffEmail } from '@/staff/mail';
import type { Site } from '@/tenancy/get-site';
import { type Assignee, assignByRules } from './assignment';
import { type LeadPayload, type StoredLeadForm, vehicleTitle } from './delivery/delivery-rules';
import { kickLeadOutbox } from './delivery/outbox';
import { LEAD_RATE_LIMIT, LEAD_RATE_WINDOW_MS, leadRateKey } from './rate-limit';
import type { LeadKind } from './rules';

// Storing a lead (ARCHITECTURE §8, "nothing lost"): the lead, its test-drive booking and its delivery
// rows in one transaction, committed before the shopper is answered. Delivery happens later, from the
// outbox, so a dead mail server or CRM never costs a lead. Every kind of lead is stored here.

export type LeadRecord = {
  /** The dealership the lead goes to; none yet (a site without dealerships) goes to the fallback. */
  dealer: { id: number; slug: string } | null;
  carId: number | null;
  idempotencyKey: string;
  category: string;
  subcategory: string | null;
  form: StoredLeadForm;
  payload: LeadPayload;
  ip: string | null;
  now: Date;
  booking?: { locationId: number; startsAt: Date } | null;
  /** What the shopper is told of it, queued with the lead: once, as the lead is stored once. */
  shopperMessage?: QueuedMessage | null;
};

/** The test-drive time the lead asked for was taken by another lead a moment before. */
export class SlotTakenError extends Error {}

/**
 * Stores the lead with its delivery rows (and booking) and wakes the outbox. A lead whose idempotency key
 * is already stored on the site (a double click, a retry after a lost answer) is not stored again: its
 * id comes back with `created: false`. Throws SlotTakenError when the booking's slot is taken.
 */
export async function storeLead(
  db: Db,
  site: Site,
  record: LeadRecord,
): Promise<{ leadId: string; created: boolean }> {
  const dealerTargets = record.dealer
    ? await deliveryTargets(db, record.dealer.id, {
        locationId: typeof record.payload.location_id === 'number' ? record.payload.location_id : null,
        kind: record.form.kind,
      })
    : [];
  // A dealership new to the platform may have no lead address yet: its leads go to the platform's own
  // lead address rather than sit undelivered.
  const targets = dealerTargets.length
    ? dealerTargets
    : [{ channel: 'email' as const, target: env.LEAD_FALLBACK_EMAIL, format: 'text' as const }];
  if (!dealerTargets.length) {
    logger.warn(
      { site: site.slug, dealer: record.dealer?.slug },
      'No lead address for this dealership: the lead goes to LEAD_FALLBACK_EMAIL',
    );
  }

  const stored = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        siteId: site.id,
        dealershipId: record.dealer?.id ?? null,
        carId: record.carId,
        idempotencyKey: record.idempotencyKey,
        category: record.category,
        subcategory: record.subcategory,
        form: record.form,
        payload: record.payload,
        ip: record.ip,
        createdAt: record.now,
      })
      .onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] })
      .returning({ id: leads.id });
    // Another request with this key committed first (a concurrent double click): it is the lead.
    if (!lead) return null;
    if (record.booking) {
      const [booked] = await tx
        .insert(testDriveBookings)
        .values({ leadId: lead.id, ...record.booking })
        .onConflictDoNothing({ target: [testDriveBookings.locationId, testDriveBookings.startsAt] })
        .returning({ id: testDriveBookings.id });
      if (!booked) throw new SlotTakenError();
    }
    await tx
      .insert(leadDeliveries)
      .values(targets.map((t) => ({ ...t, leadId: lead.id, nextAttemptAt: record.now })));
    if (record.shopperMessage) await queueShopperMessage(tx, record.shopperMessage);
    const assignee = await assignByRules(tx, {
      id: lead.id,
      siteId: site.id,
      dealershipId: record.dealer?.id ?? null,
      locationId: record.payload.location_id,
      kind: record.form.kind,
      at: record.now,
    });
    return { id: lead.id, assignee };
  });
  if (stored === null) {
    const existing = await leadIdForKey(db, site.id, record.idempotencyKey);
    if (existing) return { leadId: existing, created: false };
    throw new Error('A lead conflicted on its idempotency key but cannot be found');
  }

  const leadId = stored.id;
  if (stored.assignee) await tellAssignee(stored.assignee, site, leadId, record);
  logger.info(
    {
      site: site.slug,
      leadId,
      form: record.form.kind,
      category: record.category,
      deliveries: targets.length,
    },
    'Lead stored',
  );
  kickLeadOutbox();
  return { leadId, created: true };
}

/** Emails the member a rule gave the lead to; the lead is theirs in the inbox whether or not it arrives. */
async function tellAssignee(assignee: Assignee, site: Site, leadId: string, record: LeadRecord) {
  const p = record.payload;
  const who = [p.name, p.last_name].filter(Boolean).join(' ') || p.email;
  const about = record.form.vehicle ? vehicleTitle(record.form.vehicle) : record.category;
  try {
    await sendStaffEmail(
      assignee.email,
      leadAssignedEmail({
        link: `${consoleOrigin()}${consolePaths.lead(site.slug, leadId)}`,
        lead: `${who}, ${about}`,
        siteName: site.config.name,
        by: null,
      }),
      'lead-assigned',
      site.config,
    );
  } catch (error) {
    logger.error({ err: error, leadId }, 'The assignee could not be emailed');
  }
}

/** The site's lead stored under this idempotency key, or null. */
export async function leadIdForKey(db: Db, siteId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.siteId, siteId), eq(leads.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The outbox rows of a dealership's lead: its lead email (the address its location names for the lead's
 * kind when it names one, else the dealership's), and its CRM webhook when it has one.
 */
async function deliveryTargets(
  db: Db,
  dealershipId: number,
  lead: { locationId: number | null; kind: LeadKind },
) {
  const [dealer] = await db
    .select({ email: dealerships.leadEmail, url: dealerships.crmWebhookUrl, format: dealerships.crmFormat })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  const [location] =
    lead.locationId === null
      ? []
      : await db
          .select({ leadEmails: locations.leadEmails })
          .from(locations)
          .where(and(eq(locations.id, lead.locationId), eq(locations.dealershipId, dealershipId)));
  const email = location?.leadEmails[lead.kind] ?? dealer?.email;
  const targets: { channel: 'email' | 'webhook'; target: string; format: 'text' | 'adf' | 'json' }[] = [];
  if (email) targets.push({ channel: 'email', target: email, format: 'text' });
  if (dealer?.url) targets.push({ channel: 'webhook', target: dealer.url, format: dealer.format ?? 'json' });
  return targets;
}

/**
 * Counts a valid lead against its connection's allowance on the site (every kind of lead shares it):
 * null when it may be stored, else how long until it may. Without an address nothing is counted.
 */
export async function leadRateRefusal(
  db: Db,
  siteId: number,
  ip: string | null,
  now: Date,
): Promise<{ retryAfterSeconds: number } | null> {
  if (!ip) return null;
  const limit = await hitRateLimit(db, leadRateKey(siteId, ip), {
    limit: LEAD_RATE_LIMIT,
    windowMs: LEAD_RATE_WINDOW_MS,
    now,
  });
  return limit.allowed ? null : { retryAfterSeconds: limit.retryAfterSeconds };
}
