import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { ReportPeriodForm } from '@/features/console/components/report-period-form';
import { ReportSection } from '@/features/console/components/report-section';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { loadReport, reportScope } from '@/features/console/reports/report-loader';
import {
  dealershipOf,
  defaultPeriod,
  periodQuery,
  REPORT_ABOUT,
  REPORTS,
  readPeriod,
} from '@/features/console/reports/report-rules';
import { siteTimeZone } from '@/features/console/time-zone';
import { consoleApiPaths } from '@/lib/console-paths';
import { staffAuth, staffCan } from '@/staff';

export const metadata: Metadata = { title: 'Reports' };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function ReportsPage({ params, searchParams }: Props) {
  const staff = await requirePageStaff();
  const site = await consoleSite((await params).site);
  if (!site || !staffCan(staff, site, 'reports.view')) notFound();
  const raw = await searchParams;
  const query = { get: (name: string) => first(raw[name]) ?? null };
  const timeZone = await siteTimeZone(site.slug);
  const now = new Date();
  const read = readPeriod(query, now, timeZone);
  // A wrong period is said above the form, and the default period shown meanwhile.
  const period = read.ok ? read.period : defaultPeriod(now, timeZone);
  const siteWithIds = { ...site, dealershipIds: site.dealerships.map((d) => d.id) };
  const own = reportScope(staff, siteWithIds, timeZone, null);
  if (!own) notFound();
  const asked = dealershipOf(query.get('dealership'));
  const scope = (asked !== null ? reportScope(staff, siteWithIds, timeZone, asked) : null) ?? own;
  const dealership = scope === own ? null : asked;
  const { db } = await staffAuth();
  const window = { ...scope, ...period };
  const reports = await Promise.all(REPORTS.map((id) => loadReport(db, id, window, now)));
  const csvQuery = periodQuery(period, dealership);
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Reports" current="reports" screens={siteScreens(staff, site)} />
      <ReportPeriodForm
        site={site.slug}
        period={period}
        problem={read.ok ? null : read.problem}
        dealership={dealership}
        dealerships={site.dealerships.filter((d) => own.dealershipIds.includes(d.id))}
      />
      <div className="grid gap-6">
        {reports.map((report) => (
          <ReportSection
            key={report.id}
            report={report}
            about={REPORT_ABOUT[report.id]}
            csv={consoleApiPaths.reportCsv(site.slug, report.id, csvQuery)}
          />
        ))}
      </div>
    </ConsoleFrame>
  );
}
