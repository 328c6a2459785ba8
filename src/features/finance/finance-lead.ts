import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { leads } from '@/db/schema';
import { type FinanceApplication, type LeadPayload, type StoredLeadForm, submitEnquiry } from '@/enquiries';
import { RATE_LIMITED_MESSAGE } from '@/enquiries/rules';
import { absoluteUrl, paths } from '@/lib/paths';
import { isUuid } from '@/lib/uuid';
import type { Site } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';

// A finance application as a lead (ARCHITECTURE §8): stored with its outbox rows before the shopper is
// sent on to the lender, so the dealer hears of it even when the lender is down. The finance feature
// has validated it and checked the shopper's verified mobile; here it becomes a 'Finance Enquiry' about
// the car (read from the database, never from the browser), counted against the same per-connection
// limit as every other lead.

export type FinanceLeadInput = {
  /** The same application sent again (a double click, a retry after the lender failed) is one lead. */
  idempotencyKey: string;
  carId: number | null;
  contact: {
    firstName: string;
    lastName: string;
    email: string;
    /** National form, '0412345678'. */
    phone: string;
    postcode: string;
    /** 'subscribe' on the form: the shopper's consent to hear from the dealer (the lead's opt_in). */
    subscribe: boolean;
  };
  application: FinanceApplication;
  /** The page the application was sent from; the site's /finance when the browser did not say. */
  url: string | null;
  pageId: string | null;
  leadAttributes: LeadPayload['lead_attributes'];
};

export type FinanceLeadResult =
  | { status: 200 | 201; leadId: string }
  | { status: 404 | 429; error: string; retryAfterSeconds?: number };

export const FINANCE_CAR_NOT_FOUND = 'Car not found';

/**
 * Stores the application (201), or finds the one stored under its idempotency key (200); 404 for a car
 * the site does not show; 429 past the per-connection lead limit (a repeat does not count).
 */
export async function submitFinanceLead(
  site: Site,
  input: FinanceLeadInput,
  ctx: { ip: string | null; userAgent: string | null; now?: Date },
): Promise<FinanceLeadResult> {
  const { contact } = input;
  const result = await submitEnquiry(site, 'finance', {
    idempotencyKey: input.idempotencyKey,
    carId: input.carId,
    missingCar: 'refuse',
    rateLimited: true,
    contact: {
      name: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      postcode: contact.postcode,
    },
    optIn: contact.subscribe,
    url: input.url ?? absoluteUrl(siteOrigin(site.config), paths.finance()),
    pageId: input.pageId,
    leadAttributes: input.leadAttributes,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
    attachment: { finance: input.application },
    fields: { ...contact, ...input.application },
    now: ctx.now ?? new Date(),
  });
  switch (result.outcome) {
    case 'stored':
      return { status: result.created ? 201 : 200, leadId: result.leadId };
    case 'car-not-found':
      return { status: 404, error: FINANCE_CAR_NOT_FOUND };
    case 'rate-limited':
      return { status: 429, error: RATE_LIMITED_MESSAGE, retryAfterSeconds: result.retryAfterSeconds };
  }
}

/**
 * A finance application stored for this site (the pre-approval confirmation): the applicant's first
 * name and the car's name. Null for anything else — not an id, another site's lead, another kind of
 * lead — so the page says no more than that a request was received.
 */
export async function storedFinanceApplication(
  site: Site,
  leadId: string,
): Promise<{ firstName: string; carName: string | null } | null> {
  if (!isUuid(leadId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ form: leads.form })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.siteId, site.id)))
    .limit(1);
  const form = row?.form as Partial<StoredLeadForm> | undefined;
  if (form?.kind !== 'finance') return null;
  const firstName = typeof form.fields?.firstName === 'string' ? form.fields.firstName : '';
  return { firstName, carName: form.vehicle?.name ?? null };
}
