import type { Metadata } from 'next';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { RollbackButton } from '@/features/console/components/rollback-button';
import { SiteHeading } from '@/features/console/components/site-heading';
import { settingsScreen } from '@/features/console/page-settings';
import { requirePageStaff } from '@/features/console/page-staff';
import { siteHistory } from '@/features/console/settings/site-settings';
import { shortDateTimeAt } from '@/lib/dates';

export const metadata: Metadata = { title: 'Settings history' };

type Props = { params: Promise<{ site: string }> };

/** A value as the history shows it: short JSON, cut at 200 characters. */
function shown(value: unknown): string {
  if (value === undefined) return '(not set)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

export default async function SettingsHistoryPage({ params }: Props) {
  const staff = await requirePageStaff();
  const { site, access, view, db, timeZone, screens } = await settingsScreen(staff, (await params).site);
  const versions = await siteHistory(db, site.slug);
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Settings history" current="settings" screens={screens} />
      <p className="mb-4 max-w-prose">
        Every published version of the site, newest first, with what it changed. Rolling back publishes the
        chosen version’s settings and locations’ hours again, as a new version.
      </p>
      <ol aria-label="Published versions" className="space-y-4">
        {versions.map((entry) => (
          <li key={entry.version} className="rounded-site border border-black/15 bg-white p-4">
            <h2 className="text-lg font-bold">
              Version {entry.version}
              {entry.version === view.version && ' (live)'}
            </h2>
            <p className="mb-2 text-sm">
              {shortDateTimeAt(entry.changedAt, timeZone)}, by {entry.changedBy}
            </p>
            {entry.diff.length > 0 ? (
              <section
                aria-label={`What version ${entry.version} changed`}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it.
                tabIndex={0}
                className="overflow-x-auto"
              >
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <caption className="sr-only">What version {entry.version} changed</caption>
                  <thead>
                    <tr className="border-b border-black/15">
                      <th scope="col" className="py-1 pr-3">
                        Setting
                      </th>
                      <th scope="col" className="py-1 pr-3">
                        Before
                      </th>
                      <th scope="col" className="py-1">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.diff.map((change) => (
                      <tr key={change.path} className="border-b border-black/5 align-top">
                        <th scope="row" className="py-1 pr-3 font-semibold break-all">
                          {change.path}
                        </th>
                        <td className="py-1 pr-3 break-all">{shown(change.before)}</td>
                        <td className="py-1 break-all">{shown(change.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ) : (
              <p className="text-sm">
                {entry.first ? 'The site as it was first published.' : 'No setting changed.'}
              </p>
            )}
            {access === 'all' && entry.version !== view.version && (
              <div className="mt-3">
                <RollbackButton site={site.slug} version={entry.version} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </ConsoleFrame>
  );
}
