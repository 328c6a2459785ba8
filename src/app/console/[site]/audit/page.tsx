import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { actionLabel, changeText } from '@/features/console/audit-rules';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { consolePaths } from '@/lib/console-paths';
import { shortDateTimeAt, stateTimeZone } from '@/lib/dates';
import { readAudit, staffAuth, staffCan } from '@/staff';
import { AUDIT_PAGE_SIZE } from '@/staff/audit';
import { getSite } from '@/tenancy/get-site';

export const metadata: Metadata = { title: 'Audit log' };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ before?: string | string[] }>;
};

export default async function AuditPage({ params, searchParams }: Props) {
  const staff = await requirePageStaff();
  const slug = (await params).site;
  const site = await consoleSite(slug);
  if (!site || !staffCan(staff, site, 'audit.read')) notFound();
  const raw = (await searchParams).before;
  const before = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  const { db } = await staffAuth();
  const [rows, config] = await Promise.all([readAudit(db, site.id, before), getSite(slug)]);
  const timeZone = stateTimeZone(config?.config.defaultState ?? 'QLD');
  const older = rows.length === AUDIT_PAGE_SIZE ? rows[rows.length - 1].id : null;
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Audit log" current="audit" screens={siteScreens(staff, site)} />
      <p className="mb-4 max-w-prose">
        Every sign-in, change and export on this site, newest first, with who and from where. Nobody can
        change or delete what is recorded here.
      </p>
      {rows.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <ol className="divide-y divide-black/10 rounded-site border border-black/10 bg-white">
          {rows.map((row) => (
            <li key={row.id} className="p-3">
              <p className="font-semibold">
                {actionLabel(row.action)}
                {row.subjectType === 'lead' && row.subjectId ? (
                  <>
                    {' '}
                    <a
                      href={consolePaths.lead(site.slug, row.subjectId)}
                      className="font-normal text-brand underline"
                    >
                      (the lead)
                    </a>
                  </>
                ) : null}
              </p>
              <p className="text-sm text-gray-700">
                {row.actorEmail ?? 'The platform'} ·{' '}
                <time dateTime={row.at.toISOString()}>{shortDateTimeAt(row.at, timeZone)}</time>
                {row.ip ? ` · from ${row.ip}` : ''}
              </p>
              {row.before !== null || row.after !== null ? (
                <p className="mt-1 break-words font-mono text-sm [overflow-wrap:anywhere]">
                  {row.before !== null ? `${changeText(row.before)} → ` : ''}
                  {changeText(row.after)}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {older ? (
        <nav aria-label="Older entries" className="mt-4">
          <a
            href={`${consolePaths.audit(site.slug)}?before=${older}`}
            className="inline-flex min-h-11 items-center rounded-site border border-black/20 bg-white px-4 font-semibold text-brand"
          >
            Older entries
          </a>
        </nav>
      ) : null}
    </ConsoleFrame>
  );
}
