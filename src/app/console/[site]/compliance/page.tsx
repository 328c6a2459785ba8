import type { Metadata } from 'next';
import { siteCompliance, tally } from '@/compliance/check';
import { breachLink } from '@/features/console/compliance-links';
import { BreachList } from '@/features/console/components/breach-list';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { SiteHeading } from '@/features/console/components/site-heading';
import { settingsScreen } from '@/features/console/page-settings';
import { requirePageStaff } from '@/features/console/page-staff';

export const metadata: Metadata = { title: 'Compliance' };

type Props = { params: Promise<{ site: string }> };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default async function CompliancePage({ params }: Props) {
  const staff = await requirePageStaff();
  const { site, db, screens } = await settingsScreen(staff, (await params).site);
  const breaches = (await siteCompliance(db, site.slug, new Date())) ?? [];
  const counts = tally(breaches);
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Compliance" current="compliance" screens={screens} />
      <p className="mb-4 max-w-prose">
        What the site publishes now, checked against Australia’s advertising rules for car dealers: rates with
        their comparison rate and warning, prices with their type, the dealer’s licence number, promotions
        within their dates. An error refuses the publish of a setting or a page until it is fixed; a warning
        asks for a look. The same check runs with <code>npm run compliance</code>.
      </p>
      <dl className="mb-5 grid gap-3 sm:grid-cols-3">
        {(
          [
            ['settings', 'Settings and promotions'],
            ['page', 'Pages'],
            ['stock', 'Advertised cars'],
          ] as const
        ).map(([scope, label]) => (
          <div key={scope} className="rounded-site border border-black/15 bg-white p-3">
            <dt className="text-sm font-semibold">{label}</dt>
            <dd>
              {plural(counts[scope].errors, 'error')}, {plural(counts[scope].warnings, 'warning')}
            </dd>
          </div>
        ))}
      </dl>
      {breaches.length === 0 ? (
        <p role="status" className="font-semibold">
          Nothing to fix: the site keeps every rule checked.
        </p>
      ) : (
        <BreachList breaches={breaches} linkOf={(breach) => breachLink(site.slug, breach)} />
      )}
    </ConsoleFrame>
  );
}
