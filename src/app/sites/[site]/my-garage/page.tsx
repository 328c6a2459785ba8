import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { garageOf, requireShopper, type Shopper, watchlistOf } from '@/features/accounts';
import { GaragePage } from '@/features/accounts/components/garage-page';
import { savedSearchesOf } from '@/features/saved-searches';
import { SavedSearchList } from '@/features/saved-searches/components/saved-search-list';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';

type Props = { params: Promise<{ site: string }> };

// The shopper's garage (AF §2 'my-garage'): signed in only, personal, never indexed.
export const generateMetadata = pageMetadataFor({
  title: 'My Garage',
  path: paths.myGarage(),
  robots: { index: false, follow: false },
});

export const dynamic = 'force-dynamic';

export default async function MyGarage({ params }: Props) {
  const site = await getSite((await params).site);
  if (!site?.config.features.garage) notFound();
  // The garage always needs sign-in: requireShopper redirects, so a shopper is here.
  const shopper = (await requireShopper(site, 'my-garage', paths.myGarage())) as Shopper;
  const db = await getDb();
  const [vehicles, saved, searches] = await Promise.all([
    garageOf(db, site, shopper),
    site.config.features.watchlist ? watchlistOf(db, site, shopper) : null,
    savedSearchesOf(db, site, shopper),
  ]);
  return (
    <GaragePage
      shopper={shopper}
      noPriceText={site.config.copy.noPriceText}
      vehicles={vehicles.map(({ id, rego, state, year, make, model }) => ({
        id,
        rego,
        state,
        year,
        make,
        model,
      }))}
      savedCars={
        saved?.map(({ carId, slug, name, price, sold }) => ({ carId, slug, name, price, sold })) ?? null
      }
      savedSearches={<SavedSearchList items={searches} />}
    />
  );
}
