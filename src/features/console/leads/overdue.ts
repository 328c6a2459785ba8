import 'server-only';
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cars, leadEvents, leads, locations, sites } from '@/db/schema';
import type { LeadVehicle } from '@/enquiries';
import { locationSchedule } from '@/enquiries/bookings/availability';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { type LocationClock, overdueAt } from '@/enquiries/overdue-rules';
import { consolePaths } from '@/lib/console-paths';
import { addDays, dateAt, locationTimeZone, stateTimeZone } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { poll } from '@/lib/poll';
import { consoleOrigin } from '@/staff/console-origin';
import { leadOverdueEmail, sendStaffEmail } from '@/staff/mail';
import { membersForLead } from '@/staff/members';
import { parseSiteConfig } from '@/tenancy/site-config';

// The overdue check (a worker job): a lead still New after its site's response time, counted in its
// location's opening hours on that location's clock, is marked overdue once (on its timeline, with the
// platform as the actor) and the site's managers who can see it are emailed. The mark is claimed in the
// database, so several workers never tell twice.

export const OVERDUE_CHECK_MS = 60_000;
/** Leads older than this are not looked at: a lead forgotten for a month is not news by email. */
const LOOKBACK_DAYS = 30;
const ALWAYS_OPEN = Array.from({ length: 7 }, (_, weekday) => ({
  weekday,
  status: 'Open' as const,
  open: '00:00',
  close: '24:00',
}));

type Candidate = {
  id: string;
  siteId: number;
  siteSlug: string;
  siteName: string;
  config: unknown;
  dealershipId: number | null;
  createdAt: Date;
  payload: Record<string, unknown>;
  form: { vehicle: LeadVehicle | null };
  carLocationId: number | null;
};

/** The lead's location: the one it names, else its car's, else its dealership's primary; null for none. */
async function leadLocation(db: Db, lead: Candidate) {
  const named = typeof lead.payload.location_id === 'number' ? lead.payload.location_id : null;
  const id = named ?? lead.carLocationId;
  const [row] = await db
    .select({ id: locations.id, timeZone: locations.timeZone, state: locations.state })
    .from(locations)
    .where(
      id !== null
        ? eq(locations.id, id)
        : lead.dealershipId !== null
          ? eq(locations.dealershipId, lead.dealershipId)
          : eq(locations.id, -1),
    )
    .orderBy(desc(locations.primary), asc(locations.id))
    .limit(1);
  return row ?? null;
}

async function clockOf(db: Db, lead: Candidate, siteState: string): Promise<LocationClock> {
  const place = await leadLocation(db, lead);
  if (!place) return { week: ALWAYS_OPEN, special: [], timeZone: stateTimeZone(siteState) };
  const timeZone = locationTimeZone(place);
  const from = dateAt(lead.createdAt, timeZone);
  const { week, special } = await locationSchedule(db, { id: place.id, timeZone }, from, addDays(from, 366));
  return { week, special, timeZone };
}

/** Marks every lead that has gone overdue by `now` and tells its managers; how many were marked. */
export async function markOverdueLeads(db: Db, now: Date): Promise<number> {
  const candidates: Candidate[] = await db
    .select({
      id: leads.id,
      siteId: leads.siteId,
      siteSlug: sites.slug,
      siteName: sites.name,
      config: sites.config,
      dealershipId: leads.dealershipId,
      createdAt: leads.createdAt,
      payload: leads.payload,
      form: leads.form,
      carLocationId: cars.locationId,
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(
      and(
        eq(leads.status, 'new'),
        isNull(leads.overdueNotifiedAt),
        gte(leads.createdAt, new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(leads.createdAt))
    .limit(500)
    .then((rows) => rows as Candidate[]);
  let marked = 0;
  for (const lead of candidates) {
    const config = parseSiteConfig(lead.siteSlug, lead.config);
    const due = overdueAt(
      lead.createdAt,
      config.leads.responseMinutes,
      await clockOf(db, lead, config.defaultState),
    );
    if (!due || now < due) continue;
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(leads)
        .set({ overdueNotifiedAt: now })
        .where(and(eq(leads.id, lead.id), eq(leads.status, 'new'), isNull(leads.overdueNotifiedAt)))
        .returning({ id: leads.id });
      if (!row) return false;
      await tx.insert(leadEvents).values({
        leadId: lead.id,
        kind: 'overdue',
        actorId: null,
        detail: { due: due.toISOString(), responseMinutes: config.leads.responseMinutes },
        at: now,
      });
      return true;
    });
    if (!claimed) continue;
    marked += 1;
    const name =
      [lead.payload.name, lead.payload.last_name].filter(Boolean).join(' ') ||
      String(lead.payload.email ?? '');
    const about = lead.form.vehicle
      ? vehicleTitle(lead.form.vehicle)
      : String(lead.payload.category ?? 'an enquiry');
    const email = leadOverdueEmail({
      link: `${consoleOrigin()}${consolePaths.lead(lead.siteSlug, lead.id)}`,
      lead: `${name}, ${about}`,
      siteName: lead.siteName,
      minutes: config.leads.responseMinutes,
    });
    const managers = await membersForLead(
      db,
      { siteId: lead.siteId, dealershipId: lead.dealershipId },
      { roles: ['owner', 'manager'] },
    );
    for (const manager of managers) {
      try {
        await sendStaffEmail(manager.email, email, 'lead-overdue', config);
      } catch (error) {
        // The lead shows as overdue in the inbox either way.
        logger.error({ err: error, leadId: lead.id }, 'An overdue notice could not be emailed');
      }
    }
  }
  return marked;
}

/** Checks every minute; returns the stop. */
export function startOverdueLeads({ db }: { db: Db }) {
  return poll(() => markOverdueLeads(db, new Date()).then(() => undefined), {
    intervalMs: OVERDUE_CHECK_MS,
    failureMessage: 'The overdue lead check failed; trying again',
  });
}
