import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { locationJsonLd, locationPageMap, siteLocationPage } from '@/features/locations';
import { LocationPage } from '@/features/locations/components/location-page';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';
import { siteOrigin } from '@/tenancy/site-origin';
import { JsonLd } from '@/ui/json-ld';

type Props = { params: Promise<{ site: string; slug: string }> };

// Rendered per request: open now and the holiday hours still to come are worked out at the location's now.
export const dynamic = 'force-dynamic';

async function load(params: Props['params']) {
  const { site: siteSlug, slug } = await params;
  const site = await getSite(siteSlug);
  const page = site ? await siteLocationPage(site, slug) : null;
  return site && page ? { site, ...page } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { location } = found;
  return sitePageMetadata(found.site.config, {
    title: location.name,
    path: paths.location(location.slug),
  });
}

// A location's page (AF §2 /locations/{slug}); /our-location/{slug} redirects here.
export default async function LocationRoute({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { site, location, reviews } = found;
  return (
    <>
      <JsonLd data={locationJsonLd(location, siteOrigin(site.config))} />
      <LocationPage
        location={location}
        reviews={reviews}
        now={new Date()}
        enquireNowForClosedService={site.config.location.enquireNowForClosedService}
        mapZoom={site.config.location.mapZoom}
        map={locationPageMap(site, location)}
      />
    </>
  );
}
