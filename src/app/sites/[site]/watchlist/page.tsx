import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { watchlistOf } from '@/features/accounts';
import { WatchlistPage } from '@/features/accounts/components/watchlist-page';
import { savedSearchesOf } from '@/features/saved-searches';
import { SavedSearchList } from '@/features/saved-searches/components/saved-search-list';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { requireShopper, type Shopper } from '@/session';
import { getSite } from '@/tenancy/get-site';

type Props = { params: Promise<{ site: string }> };

// The shopper's saved cars (AF §2 'View List'): signed in only, personal, never indexed.
export const generateMetadata = pageMetadataFor({
  title: 'Watchlist',
  path: paths.watchlist(),
  robots: { index: false, follow: false },
});

export const dynamic = 'force-dynamic';

export default async function Watchlist({ params }: Props) {
  const site = await getSite((await params).site);
  if (!site?.config.features.watchlist) notFound();
  // The watchlist always needs sign-in: requireShopper redirects, so a shopper is here.
  const shopper = (await requireShopper(site, 'watchlist', paths.watchlist())) as Shopper;
  const db = await getDb();
  const [entries, searches] = await Promise.all([
    watchlistOf(db, site, shopper),
    savedSearchesOf(db, site, shopper),
  ]);
  return (
    <WatchlistPage
      shopper={shopper}
      noPriceText={site.config.copy.noPriceText}
      items={entries.map(({ savedAt: _savedAt, ...item }) => item)}
      savedSearches={<SavedSearchList items={searches} />}
    />
  );
}
