import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame, ConsoleSection } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { valueWords } from '@/features/console/feeds/feed-rules';
import { findFeedRun } from '@/features/console/feeds/feed-runs';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { FIELD_LABELS, isLockableField } from '@/features/console/stock/edit-rules';
import { stockViewer } from '@/features/console/stock/viewer';
import { siteTimeZone } from '@/features/console/time-zone';
import { consolePaths } from '@/lib/console-paths';
import { shortDateTimeAt } from '@/lib/dates';
import { formatNumber } from '@/lib/money';
import { staffAuth, staffCan } from '@/staff';

export const metadata: Metadata = { title: 'Feed run' };

export default async function FeedRunPage({ params }: { params: Promise<{ site: string; run: string }> }) {
  const staff = await requirePageStaff();
  const { site: slug, run: raw } = await params;
  const site = await consoleSite(slug);
  if (!site || !staffCan(staff, site, 'stock.read') || !/^\d{1,10}$/.test(raw)) notFound();
  const viewer = stockViewer(staff, { ...site, dealershipIds: site.dealerships.map((d) => d.id) });
  const { db } = await staffAuth();
  const run = viewer && (await findFeedRun(db, viewer, Number(raw)));
  if (!run) notFound();
  const timeZone = await siteTimeZone(site.slug);
  const counts: [string, number][] = [
    ['New cars', run.inserted],
    ['Updated', run.updated],
    ['Unchanged', run.unchanged],
    ['Marked sold', run.markedSold],
    ['Rows refused', run.rejected],
    ['Locked values kept', run.kept],
  ];
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading
        site={site}
        title={`Feed of ${shortDateTimeAt(run.at, timeZone)}`}
        current="feeds"
        screens={siteScreens(staff, site)}
      />
      <p className="mb-4">
        <a href={consolePaths.feeds(site.slug)} className="font-semibold text-brand underline">
          All feed runs
        </a>
      </p>
      <div className="space-y-6">
        <ConsoleSection title="What it did">
          <p className="mb-3">
            {run.dealership} · {run.full ? 'Full feed: cars it left out were marked sold' : 'Partial feed'} ·
            from {run.source}
          </p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {counts.map(([label, value]) => (
              <div key={label} className="rounded-site border border-black/10 p-3">
                <dt className="text-sm text-gray-700">{label}</dt>
                <dd className="text-xl font-bold tabular-nums">{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
        </ConsoleSection>
        <ConsoleSection title="Locked values kept">
          {run.keptValues.length === 0 ? (
            <p>The feed changed no locked value.</p>
          ) : (
            <>
              <p className="mb-3 max-w-prose">
                A person locked these fields: the cars kept their value, and the feed’s was not applied.
                Unlock a field on the car’s page to let the next feed set it.
              </p>
              <ul className="divide-y divide-black/10">
                {run.keptValues.map((value, index) => {
                  const label = isLockableField(value.field) ? FIELD_LABELS[value.field] : value.field;
                  return (
                    <li key={`${index}-${value.stocknum}`} className="py-2">
                      <p className="font-semibold">
                        {value.carId ? (
                          <a href={consolePaths.car(site.slug, value.carId)} className="text-brand underline">
                            Stock number {value.stocknum}
                          </a>
                        ) : (
                          `Stock number ${value.stocknum}`
                        )}{' '}
                        · {label}
                      </p>
                      <p className="break-words [overflow-wrap:anywhere]">
                        Kept {valueWords(value.field, value.kept)}; the feed said{' '}
                        {valueWords(value.field, value.feed)}.
                      </p>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </ConsoleSection>
        {run.warnings.length > 0 ? (
          <ConsoleSection title="Warnings">
            <p className="mb-2">Loaded anyway, but worth a look:</p>
            <ul className="list-disc space-y-1 pl-5">
              {run.warnings.map((warning, index) => (
                <li key={`${index}-${warning}`} className="break-words [overflow-wrap:anywhere]">
                  {warning}
                </li>
              ))}
            </ul>
          </ConsoleSection>
        ) : null}
        <ConsoleSection title="Rows refused">
          {run.errors.length === 0 ? (
            <p>Every row was read.</p>
          ) : (
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-black/10">
                  <th scope="col" className="p-2">
                    Line
                  </th>
                  <th scope="col" className="p-2">
                    Field
                  </th>
                  <th scope="col" className="p-2">
                    Problem
                  </th>
                </tr>
              </thead>
              <tbody>
                {run.errors.map((error, index) => (
                  <tr key={`${index}-${error.line}`} className="border-b border-black/10 align-top">
                    <td className="p-2 tabular-nums">{error.line}</td>
                    <td className="p-2 font-mono text-sm">{error.field}</td>
                    <td className="p-2 break-words [overflow-wrap:anywhere]">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ConsoleSection>
      </div>
    </ConsoleFrame>
  );
}
