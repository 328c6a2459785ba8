import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BodyTypeTiles } from '@/features/home/components/body-type-tiles';
import { HomeHero } from '@/features/home/components/home-hero';
import { NoStock } from '@/features/home/components/no-stock';
import { PromoSlider } from '@/features/home/components/promo-slider';
import { PromoStrip } from '@/features/home/components/promo-strip';
import { SalesCounter } from '@/features/home/components/sales-counter';
import { StatsBanner } from '@/features/home/components/stats-banner';
import { WhyUs } from '@/features/home/components/why-us';
import { EnquiryCarReminder } from '@/features/leads/components/enquiry-car-reminder';
import { ourLocationCards } from '@/features/locations';
import { OurLocations } from '@/features/locations/components/our-locations';
import { PickUpSearches } from '@/features/recently-viewed/components/pick-up-searches';
import { BudgetFinder } from '@/features/search/components/budget-finder';
import { VehicleCard } from '@/features/search/components/vehicle-card';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { siteJsonLd } from '@/lib/structured-data';
import { budgetFinderData, cardSettings, homeStock, quickPickChips, stockedPlaces } from '@/search';
import { getSite } from '@/tenancy/get-site';
import { activePromos } from '@/tenancy/promos';
import { siteOrigin } from '@/tenancy/site-origin';
import { JsonLd } from '@/ui/json-ld';

export const generateMetadata = pageMetadataFor({ path: '/' });

export default async function HomePage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const now = new Date();
  const [{ inStock, featured, bodies, carTypes, makes }, banners, slides, budget, locations] =
    await Promise.all([
      homeStock(site, 8),
      activePromos(site.id, 'banner', now),
      activePromos(site.id, 'slide', now),
      budgetFinderData(site, now),
      site.config.features.ourLocations
        ? stockedPlaces(site, now).then((stocked) => ourLocationCards(site, stocked.locations, now))
        : { cards: [], areas: [] },
    ]);
  const settings = cardSettings(site.config);
  const { config } = site;

  return (
    <>
      <JsonLd
        data={siteJsonLd({ name: config.name, origin: siteOrigin(config), phone: config.phones.sales })}
      />
      {banners.length > 0 && <PromoStrip banners={banners} />}
      {slides.length > 0 && <PromoSlider slides={slides} />}
      <HomeHero config={config} counts={carTypes} makes={makes} />
      {config.features.statsBanner && config.stats.length > 0 && <StatsBanner stats={config.stats} />}
      {config.features.salesCounter && <SalesCounter renderedAt={now.getTime()} />}
      {inStock === 0 && <NoStock phone={config.phones.sales} />}
      {featured.length > 0 && (
        <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 pt-12">
          <div className="flex items-end justify-between gap-4">
            <h2 id="featured" className="text-2xl font-extrabold tracking-tight">
              {config.copy.featuredHeading}
            </h2>
            <Link
              href={paths.search()}
              className="shrink-0 text-sm font-bold text-brand-ink underline-offset-2 hover:underline"
            >
              View all stock
            </Link>
          </div>
          <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {featured.map((car, index) => (
              <VehicleCard
                key={car.id}
                car={car}
                settings={settings}
                now={now.getTime()}
                priority={index < 2}
              />
            ))}
          </div>
        </section>
      )}
      {/* After the featured cars: drawn once the browser has read its views, it moves nothing in sight. */}
      <EnquiryCarReminder site={config.slug} />
      {inStock > 0 && <PickUpSearches siteSlug={config.slug} usedCarRoutes={config.features.usedCarRoutes} />}
      {inStock > 0 && (
        <BudgetFinder
          data={budget}
          quickPicks={quickPickChips(config.siteType, config.forms.quickPickChips)}
        />
      )}
      {bodies.length > 0 && <BodyTypeTiles bodies={bodies} />}
      {config.carPage.whyBuyFromUs.length > 0 && (
        <WhyUs name={config.name} points={config.carPage.whyBuyFromUs} />
      )}
      {locations.cards.length > 1 && <OurLocations cards={locations.cards} areas={locations.areas} />}
    </>
  );
}
