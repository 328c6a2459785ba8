import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { brandGarageHeading, garageOf, sameMake, watchlistOf } from '@/features/accounts';
import { GaragePage } from '@/features/accounts/components/garage-page';
import { paths, withQuery } from '@/lib/paths';
import { brandMakeOf } from '@/search/brand-rules';
import { brandBySlug, brandStockContext } from '@/search/brands';
import { EMPTY_STATE, searchQueryString } from '@/search/url-state';
import { requireShopper, type Shopper } from '@/session';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';

type Props = { params: Promise<{ site: string; brandslug: string }> };

// A brand garage (AF §2 'brand garage pages'): the shopper's garage narrowed to one make brand of the
// site — their vehicles and saved cars of that make. Signed in only, personal, never indexed.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, brandslug } = await params;
  const site = await getSite(siteSlug);
  const brand = site && (await brandBySlug(site.id, brandslug));
  if (!site || !brand) return {};
  return sitePageMetadata(site.config, {
    title: brandGarageHeading(brand.title),
    path: paths.brandGarage(brand.slug),
    robots: { index: false, follow: false },
  });
}

export const dynamic = 'force-dynamic';

export default async function BrandGarage({ params }: Props) {
  const { site: siteSlug, brandslug } = await params;
  const site = await getSite(siteSlug);
  if (!site?.config.features.garage) notFound();
  const brand = await brandBySlug(site.id, brandslug);
  const make = brand && brandMakeOf(brand, await brandStockContext(site));
  if (!brand || !make) notFound();
  const path = paths.brandGarage(brand.slug);
  const shopper = (await requireShopper(site, 'my-garage', path)) as Shopper;
  const db = await getDb();
  const [vehicles, saved] = await Promise.all([
    garageOf(db, site, shopper),
    site.config.features.watchlist ? watchlistOf(db, site, shopper) : null,
  ]);
  const ofBrand = vehicles.filter((vehicle) => sameMake(vehicle.make, make));
  const stockQuery = searchQueryString({ ...EMPTY_STATE, lists: { make: [make] } });
  return (
    <GaragePage
      shopper={shopper}
      brand={{
        title: brand.title,
        make,
        stockHref: withQuery(paths.stock(site.config.features.usedCarRoutes), stockQuery),
      }}
      garageSize={vehicles.length}
      noPriceText={site.config.copy.noPriceText}
      vehicles={ofBrand.map(({ id, rego, state, year, make, model }) => ({
        id,
        rego,
        state,
        year,
        make,
        model,
      }))}
      savedCars={
        saved
          ?.filter((car) => sameMake(car.make, make))
          .map(({ carId, slug, name, price, sold }) => ({ carId, slug, name, price, sold })) ?? null
      }
    />
  );
}
