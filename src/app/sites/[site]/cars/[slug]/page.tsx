import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReviewsSection } from '@/features/locations/components/reviews-section';
import { carDescription, carJsonLd } from '@/features/vehicle';
import { paths } from '@/lib/paths';
import { siteOpenGraph } from '@/tenancy/page-metadata';
import { siteOrigin } from '@/tenancy/site-origin';
import { JsonLd } from '@/ui/json-ld';
import { loadVehiclePage } from './page-data';
import { VehiclePage } from './vehicle-page';

type Props = { params: Promise<{ site: string; slug: string }> };

// The page is the same for every shopper (views are counted by the browser through view.json): rendered on
// a visit, then kept by the page cache under the car's and the site's tags (src/lib/cache-tags.ts) until a
// change to either, so a price change or a sale shows at once in every process.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const data = await loadVehiclePage(siteSlug, slug);
  if (!data) return {};
  const { car, site } = data;
  const description = carDescription(car, site.config.copy.noPriceText);
  return {
    title: car.name,
    description,
    alternates: { canonical: paths.car(car.slug) },
    // The page's openGraph replaces the layout's whole: the site's part first, then the car's. A car with
    // no photo yet is shared with the site's own image.
    openGraph: {
      ...siteOpenGraph(site.config),
      title: car.name,
      description,
      url: paths.car(car.slug),
      ...(car.primaryImageUrl ? { images: [{ url: car.primaryImageUrl, alt: car.name }] } : {}),
    },
    twitter: { card: 'summary_large_image', title: car.name, description },
  };
}

export default async function Page({ params }: Props) {
  const { site: siteSlug, slug } = await params;
  const data = await loadVehiclePage(siteSlug, slug);
  if (!data) notFound();
  const { site, car, location, reviews } = data;
  const jsonLd = carJsonLd(
    car,
    {
      name: site.config.name,
      origin: siteOrigin(site.config),
      phone: site.config.phones.sales,
      usedCarRoutes: site.config.features.usedCarRoutes,
      noPriceText: site.config.copy.noPriceText,
    },
    location,
  );
  return (
    <>
      <JsonLd data={jsonLd} />
      <VehiclePage data={data} now={new Date()} />
      {/* The car's location's reviews (AF §2 #reviews), where the site shows them for it. */}
      {reviews && (
        <div className="mx-auto max-w-[1200px] px-4 py-10">
          <ReviewsSection
            rating={reviews.rating}
            reviews={reviews.reviews}
            title={`Customer reviews of ${reviews.name}`}
          />
        </div>
      )}
    </>
  );
}
