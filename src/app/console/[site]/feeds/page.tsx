import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame, ConsoleSection } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { FeedKeyActions } from '@/features/console/components/feed-key-actions';
import { FeedRunsTable } from '@/features/console/components/feed-runs-table';
import { PageLinks } from '@/features/console/components/page-links';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { pageOf } from '@/features/console/feeds/feed-rules';
import { FEED_RUNS_PAGE_SIZE, feedKeys, listFeedRuns } from '@/features/console/feeds/feed-runs';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { stockViewer } from '@/features/console/stock/viewer';
import { siteTimeZone } from '@/features/console/time-zone';
import { consolePaths } from '@/lib/console-paths';
import { shortDateTimeAt } from '@/lib/dates';
import { siteFeedStock } from '@/search';
import { staffAuth, staffCan } from '@/staff';
import { getSite } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';
import { OutboundFeedsSection } from './outbound-feeds-section';

export const metadata: Metadata = { title: 'Stock feeds' };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

export default async function FeedsPage({ params, searchParams }: Props) {
  const staff = await requirePageStaff();
  const site = await consoleSite((await params).site);
  if (!site || !staffCan(staff, site, 'stock.read')) notFound();
  const viewer = stockViewer(staff, { ...site, dealershipIds: site.dealerships.map((d) => d.id) });
  if (!viewer) notFound();
  const raw = (await searchParams).page;
  const page = pageOf(typeof raw === 'string' ? raw : null);
  const { db } = await staffAuth();
  const [{ runs, total }, keys, timeZone, shopSite] = await Promise.all([
    listFeedRuns(db, viewer, page),
    feedKeys(db, viewer),
    siteTimeZone(site.slug),
    getSite(site.slug),
  ]);
  // The cars the site's own feeds leave out, of the dealerships this member sees.
  const leftOut = shopSite
    ? (await siteFeedStock(shopSite)).leftOut.filter(({ car }) =>
        viewer.dealershipIds.includes(car.dealershipId),
      )
    : [];
  const owner = staffCan(staff, site, 'feeds.keys');
  const when = (at: Date | null) => (at ? shortDateTimeAt(at, timeZone) : null);
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Stock feeds" current="feeds" screens={siteScreens(staff, site)} />
      <div className="space-y-6">
        <ConsoleSection title="Feed keys">
          <p className="mb-4 max-w-prose">
            Each dealership’s system sends its stock with its own key. A new key works at once, with no
            restart; the one it replaces stops working at the same moment.
            {owner ? null : ' An owner issues, replaces and revokes the keys.'}
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {keys.map((key) => (
              <li
                key={key.dealershipId}
                className="space-y-2 rounded-site border border-black/15 bg-white p-4"
              >
                <h3 className="font-bold">{key.dealership}</h3>
                <p>
                  {key.hasKey
                    ? key.issuedAt
                      ? `Key issued ${when(key.issuedAt)}.`
                      : 'Has a key.'
                    : 'No key: its feeds are refused.'}{' '}
                  {key.lastRunAt ? `Last feed ${when(key.lastRunAt)}.` : 'No feed received yet.'}
                </p>
                {owner ? (
                  <FeedKeyActions
                    site={site.slug}
                    dealership={key.dealershipId}
                    name={key.dealership}
                    hasKey={key.hasKey}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </ConsoleSection>
        <ConsoleSection title="Runs">
          {runs.length === 0 ? (
            <p>No feed has been received for these dealerships yet.</p>
          ) : (
            <FeedRunsTable
              site={site.slug}
              runs={runs.map((run) => ({ ...run, when: shortDateTimeAt(run.at, timeZone) }))}
            />
          )}
          <PageLinks
            page={page}
            pages={Math.max(1, Math.ceil(total / FEED_RUNS_PAGE_SIZE))}
            link={(to) => consolePaths.feeds(site.slug, to)}
            label="Pages of feed runs"
          />
        </ConsoleSection>
        {shopSite ? (
          <OutboundFeedsSection site={site.slug} origin={siteOrigin(shopSite.config)} leftOut={leftOut} />
        ) : null}
      </div>
    </ConsoleFrame>
  );
}
