import 'server-only';
import type { Db } from '@/db/client';
import { roleOnSite, type Staff } from '@/staff';
import type { ReportId } from './report-rules';
import {
  funnelReport,
  leadsByDayReport,
  leadsByDealershipReport,
  leadsByKindReport,
  leadsBySourceReport,
  outcomesReport,
  type Report,
  responseTimesReport,
  stockReport,
  topCarsReport,
} from './report-tables';
import {
  funnel,
  leadsByDay,
  leadsByDealership,
  leadsByKind,
  leadsBySource,
  outcomes,
  type ReportScope,
  type ReportWindow,
  responseTimes,
  stockByType,
  topCars,
} from './reports';

// A report read and made into its table and chart, for the page, the CSV and the weekly summary.

const loaders: Record<ReportId, (db: Db, w: ReportWindow, now: Date) => Promise<Report>> = {
  'leads-by-day': async (db, w) => leadsByDayReport(await leadsByDay(db, w)),
  'leads-by-kind': async (db, w) => leadsByKindReport(await leadsByKind(db, w)),
  'leads-by-source': async (db, w) => leadsBySourceReport(await leadsBySource(db, w)),
  'leads-by-dealership': async (db, w) => leadsByDealershipReport(await leadsByDealership(db, w)),
  'response-times': async (db, w) => responseTimesReport(await responseTimes(db, w)),
  funnel: async (db, w) => funnelReport(await funnel(db, w)),
  stock: async (db, w, now) => stockReport(await stockByType(db, w, now)),
  'top-cars': async (db, w) => topCarsReport(await topCars(db, w)),
  outcomes: async (db, w) => outcomesReport(await outcomes(db, w)),
};

export const loadReport = (db: Db, id: ReportId, w: ReportWindow, now: Date) => loaders[id](db, w, now);

/**
 * The reach a member's reports cover on a site: their role's dealerships (or the site's all), narrowed to
 * one of them by the filter. Null without a role on the site, or when the filter names a dealership out of
 * their reach.
 */
export function reportScope(
  staff: Staff,
  site: { id: number; slug: string; dealershipIds: number[] },
  timeZone: string,
  dealership: number | null,
): ReportScope | null {
  const role = roleOnSite(staff, site);
  if (!role) return null;
  const own = role.dealershipIds;
  const reach = own.length ? site.dealershipIds.filter((id) => own.includes(id)) : site.dealershipIds;
  if (dealership === null)
    return { siteId: site.id, dealershipIds: reach, wholeSite: own.length === 0, timeZone };
  if (!reach.includes(dealership)) return null;
  // One dealership of a site of one is still the whole site.
  const wholeSite = own.length === 0 && site.dealershipIds.length === 1;
  return { siteId: site.id, dealershipIds: [dealership], wholeSite, timeZone };
}
