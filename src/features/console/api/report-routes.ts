import 'server-only';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import { consoleRoute } from '@/staff';
import { loadReport, reportScope } from '../reports/report-loader';
import { dealershipOf, readPeriod, reportFileName, reportOf, tableCsv } from '../reports/report-rules';
import { chooseSummary, mayTakeSummary } from '../reports/summary-choice';
import { siteTimeZone } from '../time-zone';
import { actorOf } from './actor';
import { WeeklySummaryRequest } from './schemas';
import { consoleSiteRoute, NOT_ALLOWED, NOT_FOUND } from './site-route';

// The Reports screen's downloads, one report as CSV for a period, and a member's choice of the weekly
// summary email (managers and owners).

type ReportParams = { site: string; report: string };

export const REPORT_MESSAGES = {
  report: 'No such report.',
  dealership: 'Not one of your dealerships on this site.',
} as const;

// GET /api/console/sites/{site}/reports/{report}.csv?period=7d|30d|last-month|custom&from&to&dealership
// → text/csv; a wrong report, period or dealership is a 400 naming it.
export const reportCsvRoute = consoleSiteRoute<ReportParams>(
  'reports.view',
  async (request, staff, db, site, params) => {
    const report = reportOf(params.report);
    if (!report) return fieldError('report', REPORT_MESSAGES.report);
    const query = new URL(request.url).searchParams;
    const timeZone = await siteTimeZone(site.slug);
    const now = new Date();
    const read = readPeriod(query, now, timeZone);
    if (!read.ok) return fieldError(read.problem.field, read.problem.message);
    const asked = query.get('dealership');
    const dealership = dealershipOf(asked);
    if (asked !== null && asked !== '' && dealership === null)
      return fieldError('dealership', REPORT_MESSAGES.dealership);
    const scope = reportScope(staff, site, timeZone, dealership);
    if (!scope)
      return dealership === null
        ? jsonError(404, NOT_FOUND)
        : fieldError('dealership', REPORT_MESSAGES.dealership);
    const { table } = await loadReport(db, report, { ...scope, ...read.period }, now);
    return new Response(tableCsv(table), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${reportFileName(report, site.slug, read.period)}"`,
      },
    });
  },
);

// POST /api/console/weekly-summary { weeklySummary } → { weeklySummary }: the member's own choice, on the
// audit log; a member whose roles read no reports is refused (403).
export const weeklySummaryRoute = consoleRoute(async (request, staff, db) => {
  if (!mayTakeSummary(staff.roles)) return jsonError(403, NOT_ALLOWED);
  const body = await readValidJson(request, WeeklySummaryRequest);
  if (body instanceof Response) return body;
  await chooseSummary(db, actorOf(staff, request), body.weeklySummary);
  return Response.json({ weeklySummary: body.weeklySummary });
});
