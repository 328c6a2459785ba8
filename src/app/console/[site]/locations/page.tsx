import type { Metadata } from 'next';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { SiteHeading } from '@/features/console/components/site-heading';
import { settingsScreen } from '@/features/console/page-settings';
import { requirePageStaff } from '@/features/console/page-staff';
import { consolePaths } from '@/lib/console-paths';
import { hoursText } from '@/lib/opening-hours';

export const metadata: Metadata = { title: 'Locations' };

type Props = { params: Promise<{ site: string }> };

export default async function LocationsPage({ params }: Props) {
  const staff = await requirePageStaff();
  const { site, view, screens } = await settingsScreen(staff, (await params).site);
  const drafted = new Set(Object.keys(view.draft?.locations ?? {}));
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Locations" current="locations" screens={screens} />
      <p className="mb-4 max-w-prose">
        Each location’s opening hours, holiday hours, phones, lead emails and map position. Changes go into
        the site’s draft;{' '}
        <a href={consolePaths.settings(site.slug)} className="text-brand underline">
          preview and publish them from Settings
        </a>
        .
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {view.locations.map((location) => {
          const next = location.settings.special[0];
          return (
            <li key={location.slug} className="rounded-site border border-black/15 bg-white p-4">
              <h2 className="text-lg font-bold">
                <a href={consolePaths.location(site.slug, location.slug)} className="text-brand underline">
                  {location.name}
                </a>
              </h2>
              <p className="text-sm">
                {location.state} · {location.timeZone}
                {drafted.has(location.slug) && ' · changed in the draft'}
              </p>
              <p className="text-sm">
                Monday: {hoursText(location.settings.week.find((d) => d.weekday === 1))}
                {next && ` · Next holiday hours: ${next.label ?? next.date} (${next.date})`}
              </p>
            </li>
          );
        })}
      </ul>
      {view.locations.length === 0 && <p>This site’s dealerships have no locations yet.</p>}
    </ConsoleFrame>
  );
}
