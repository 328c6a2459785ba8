import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { garageMakes, garageOf, watchlistOf } from '@/features/accounts';
import { GaragePage } from '@/features/accounts/components/garage-page';
import { savedSearchesOf } from '@/features/saved-searches';
import { SavedSearchList } from '@/features/saved-searches/components/saved-search-list';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { brandsOfMakes } from '@/search/brand-rules';
import { brandStockContext, siteBrands } from '@/search/brands';
import { requireShopper, type Shopper } from '@/session';
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
  const [vehicles, saved, brands, searches] = await Promise.all([
    garageOf(db, site, shopper),
    site.config.features.watchlist ? watchlistOf(db, site, shopper) : null,
    siteBrands(site.id),
    savedSearchesOf(db, site, shopper),
  ]);
  const makes = garageMakes(vehicles, saved ?? []);
  const brandGarages =
    brands.length && makes.length ? brandsOfMakes(brands, makes, await brandStockContext(site)) : [];
  return (
    <GaragePage
      shopper={shopper}
      brandGarages={brandGarages.map((brand) => ({
        title: brand.title,
        href: paths.brandGarage(brand.slug),
        logo: brand.logo,
      }))}
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
