import 'server-only';
import { and, asc, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cars, leadDeliveries, leadEvents, leads, staffUsers } from '@/db/schema';
import { type LeadPayload, leadLines } from '@/enquiries/delivery/delivery-rules';
import type { LeadEventKind } from '@/enquiries/inbox-rules';
import { shownPrice } from '@/inventory/price-rules';
import { isAvailable } from '@/inventory/status-rules';
import { absoluteUrl, paths } from '@/lib/paths';
import type { Site } from '@/tenancy/get-site';
import { messageOrigin } from '@/tenancy/site-origin';
import { type InboxRow, type InboxViewer, inboxRowsWhere, scopeCondition } from './inbox';

// One lead as its page shows it: every field the shopper gave (the lead email's own lines), the car then
// and now, the pages they visited, where it was delivered, its timeline and the customer's other leads.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether an id can be a lead's at all: anything else is a 404 before it reaches the database. */
export const isLeadId = (id: string) => UUID.test(id);

export type LeadCarNow = {
  slug: string;
  link: string;
  photo: string | null;
  priceThen: number | null;
  priceNow: number | null;
  available: boolean;
  status: string;
};

export type TimelineEntry = {
  id: number;
  kind: LeadEventKind;
  actor: string | null;
  detail: Record<string, unknown>;
  at: Date;
};

export type LeadDelivery = {
  id: number;
  channel: 'email' | 'webhook';
  target: string;
  status: 'pending' | 'delivering' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
};

export type LeadDetail = {
  lead: InboxRow;
  lines: [label: string, value: string][];
  payload: LeadPayload;
  car: LeadCarNow | null;
  visitedPages: string[];
  deliveries: LeadDelivery[];
  timeline: TimelineEntry[];
  otherLeads: InboxRow[];
};

/** A lead of the viewer's scope by id, or null (another site's, another dealership's, or none). */
export async function findLead(db: Db, viewer: InboxViewer, id: string): Promise<InboxRow | null> {
  if (!isLeadId(id)) return null;
  const [row] = await inboxRowsWhere(db, viewer, and(scopeCondition(viewer), eq(leads.id, id)) as SQL, 1);
  return row ?? null;
}

/** The customer's other leads on the site that the viewer may see: the same email or the same mobile. */
async function otherLeads(db: Db, viewer: InboxViewer, lead: InboxRow): Promise<InboxRow[]> {
  const email = lead.email.trim().toLowerCase();
  const digits = lead.phone.replace(/\D/g, '');
  const same = or(
    email ? sql`lower(${leads.payload}->>'email') = ${email}` : undefined,
    digits.length >= 8
      ? sql`regexp_replace(coalesce(${leads.payload}->>'phone', ''), '[^0-9]', '', 'g') = ${digits}`
      : undefined,
  );
  if (!same) return [];
  return inboxRowsWhere(db, viewer, and(scopeCondition(viewer), ne(leads.id, lead.id), same) as SQL, 20);
}

/** Where the shopper's links lead: the host the lead came from when it is the site's, else its own. */
function shopperLinkOrigin(payload: LeadPayload, site: Site): string {
  const from = URL.canParse(payload.url) ? new URL(payload.url).origin : null;
  return messageOrigin(from, site.config);
}

export async function leadDetail(
  db: Db,
  viewer: InboxViewer,
  site: Site,
  id: string,
): Promise<LeadDetail | null> {
  const lead = await findLead(db, viewer, id);
  if (!lead) return null;
  const [[stored], deliveries, timeline, others] = await Promise.all([
    db
      .select({
        payload: leads.payload,
        carId: leads.carId,
        slug: cars.slug,
        images: cars.images,
        price: cars.price,
        beforePrice: cars.beforePrice,
        offerPrice: cars.offerPrice,
        status: cars.status,
      })
      .from(leads)
      .leftJoin(cars, eq(cars.id, leads.carId))
      .where(eq(leads.id, id)),
    db
      .select({
        id: leadDeliveries.id,
        channel: leadDeliveries.channel,
        target: leadDeliveries.target,
        status: leadDeliveries.status,
        attempts: leadDeliveries.attempts,
        lastError: leadDeliveries.lastError,
        deliveredAt: leadDeliveries.deliveredAt,
      })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, id))
      .orderBy(asc(leadDeliveries.id)),
    db
      .select({
        id: leadEvents.id,
        kind: leadEvents.kind,
        actor: staffUsers.name,
        detail: leadEvents.detail,
        at: leadEvents.at,
      })
      .from(leadEvents)
      .leftJoin(staffUsers, eq(staffUsers.id, leadEvents.actorId))
      .where(eq(leadEvents.leadId, id))
      .orderBy(desc(leadEvents.at), desc(leadEvents.id)),
    otherLeads(db, viewer, lead),
  ]);
  const payload = stored.payload as LeadPayload;
  const car =
    stored.slug !== null
      ? {
          slug: stored.slug,
          link: absoluteUrl(shopperLinkOrigin(payload, site), paths.car(stored.slug)),
          photo: stored.images?.[0]?.thumb ?? null,
          priceThen: lead.vehicle?.price || null,
          priceNow: shownPrice({
            price: stored.price,
            beforePrice: stored.beforePrice,
            offerPrice: stored.offerPrice,
          }).now,
          available: isAvailable(stored.status ?? ''),
          status: stored.status ?? '',
        }
      : null;
  const lines = leadLines({
    id: lead.id,
    createdAt: lead.createdAt,
    category: lead.category,
    subcategory: lead.subcategory,
    payload,
    vehicle: lead.vehicle,
    site: { name: site.config.name, host: site.config.hostnames[0] ?? `${site.slug}.localhost` },
    dealership: lead.dealership ? { name: lead.dealership } : null,
    timeZone: lead.timeZone,
  });
  return {
    lead,
    lines,
    payload,
    car,
    visitedPages: payload.lead_attributes?.visited_pages ?? [],
    deliveries,
    timeline,
    otherLeads: others,
  };
}
