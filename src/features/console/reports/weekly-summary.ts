import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { appMeta, siteDealerships, sites, staffRoles, staffUsers } from '@/db/schema';
import { LEAD_KIND_LABELS } from '@/enquiries/inbox-rules';
import { consolePaths } from '@/lib/console-paths';
import { addDays, instantAt, stateTimeZone } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { poll } from '@/lib/poll';
import { consoleOrigin } from '@/staff/console-origin';
import { sendStaffEmail, weeklySummaryEmail } from '@/staff/mail';
import { can } from '@/staff/rules';
import { parseSiteConfig } from '@/tenancy/site-config';
import { periodQuery } from './report-rules';
import { waitText } from './report-tables';
import { leadsByKind, type ReportWindow, responseSummary, topCars } from './reports';
import { dueSummaryWeek, summaryKey, summaryLines, weekText } from './weekly-summary-rules';

// The weekly summary (a worker job): on Monday morning on each site's clock, each owner and manager of the
// site who chose it gets last week's figures for their reach there. The send is claimed first in app_meta
// (a key per site, week and member, inserted once), so several workers, or a check every few minutes all
// Monday, never send it twice; a send that fails after its claim is logged, not tried again.

export const SUMMARY_CHECK_MS = 10 * 60_000;
const TOP = 3;

type Member = { id: string; email: string; role: Parameters<typeof can>[0]; dealershipIds: number[] };

/** The members of a site who chose the summary and whose role there reads the reports. */
async function recipients(db: Db, siteId: number): Promise<Member[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      role: staffRoles.role,
      dealershipIds: staffRoles.dealershipIds,
    })
    .from(staffRoles)
    .innerJoin(staffUsers, eq(staffUsers.id, staffRoles.userId))
    .where(
      and(eq(staffRoles.siteId, siteId), eq(staffUsers.weeklySummary, true), isNull(staffUsers.disabledAt)),
    );
  return rows.filter((row) => can(row.role, 'reports.view'));
}

/** Takes the claim on one member's summary of a site's week; false when it was taken already. */
async function claim(db: Db, key: string, now: Date): Promise<boolean> {
  const taken = await db
    .insert(appMeta)
    .values({ key, value: now.getTime() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return taken.length === 1;
}

async function figures(db: Db, w: ReportWindow) {
  const [kinds, response, cars] = await Promise.all([
    leadsByKind(db, w),
    responseSummary(db, w),
    topCars(db, w, TOP),
  ]);
  return {
    kinds: kinds.map((k) => ({ label: LEAD_KIND_LABELS[k.kind] ?? k.kind, count: k.count })),
    response,
    cars,
  };
}

/** Sends every summary due at `now`; how many were sent. */
export async function sendWeeklySummaries(db: Db, now: Date): Promise<number> {
  const all = await db
    .select({ id: sites.id, slug: sites.slug, name: sites.name, config: sites.config })
    .from(sites);
  let sent = 0;
  for (const site of all) {
    const config = parseSiteConfig(site.slug, site.config);
    const timeZone = stateTimeZone(config.defaultState);
    const week = dueSummaryWeek(now, timeZone);
    if (!week) continue;
    const members = await recipients(db, site.id);
    if (members.length === 0) continue;
    const links = await db
      .select({ id: siteDealerships.dealershipId })
      .from(siteDealerships)
      .where(eq(siteDealerships.siteId, site.id));
    const siteIds = links.map((l) => l.id);
    const period = {
      ...week,
      start: instantAt(week.from, '00:00', timeZone),
      end: instantAt(addDays(week.to, 1), '00:00', timeZone),
    };
    for (const member of members) {
      if (!(await claim(db, summaryKey(site.id, week.from, member.id), now))) continue;
      const own = member.dealershipIds;
      const w: ReportWindow = {
        siteId: site.id,
        dealershipIds: own.length ? siteIds.filter((id) => own.includes(id)) : siteIds,
        wholeSite: own.length === 0,
        timeZone,
        ...period,
      };
      try {
        const query = periodQuery({ preset: 'custom', ...week }, null);
        const email = weeklySummaryEmail({
          link: `${consoleOrigin()}${consolePaths.reports(site.slug, query)}`,
          siteName: site.name,
          week: weekText(week),
          lines: summaryLines(await figures(db, w), waitText),
        });
        await sendStaffEmail(member.email, email, 'weekly-summary', config);
        sent += 1;
      } catch (error) {
        logger.error(
          { err: error, siteId: site.id, memberId: member.id },
          'A weekly summary could not be sent',
        );
      }
    }
  }
  return sent;
}

/** Checks every ten minutes; returns the stop. */
export function startWeeklySummaries({ db }: { db: Db }) {
  return poll(() => sendWeeklySummaries(db, new Date()).then(() => undefined), {
    intervalMs: SUMMARY_CHECK_MS,
    failureMessage: 'The weekly summary check failed; trying again',
  });
}
