import Link from 'next/link';
import type { LocationMap } from '@/lib/geo/location-map';
import { mapUrl } from '@/lib/geo/map-links';
import { paths } from '@/lib/paths';
import { ChevronLeftIcon } from '@/ui/icons/chevron-left';
import { MailIcon } from '@/ui/icons/mail';
import { MapIcon } from '@/ui/icons/map';
import { LocationMapView } from '@/ui/location-map-view';
import { StaticImage } from '@/ui/static-image';
import type { LocationReview, LocationSummary } from '../server';
import { LocationCard } from './location-card';
import { ReviewsSection } from './reviews-section';

type Props = {
  location: LocationSummary;
  reviews: readonly LocationReview[];
  now: Date;
  enquireNowForClosedService: boolean;
  /** The zoom of its map link (location.mapZoom). */
  mapZoom: number;
  /** Its map, for a location without a photo. */
  map: LocationMap | null;
};

/**
 * A location's own page (/locations/{slug}): its card (hours, holiday hours, open now, rating), its
 * photo or, without one, its map (AF §2), a link to its contact form and, when the site shows them,
 * its reviews.
 */
export function LocationPage({ location, reviews, now, enquireNowForClosedService, mapZoom, map }: Props) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link
        href={paths.dealerLocator()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-ink underline"
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        All locations
      </Link>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <LocationCard
          location={location}
          now={now}
          enquireNowForClosedService={enquireNowForClosedService}
          onItsPage
        />
        <div className="flex flex-col gap-4">
          {location.image ? (
            <StaticImage
              src={location.image}
              alt={`${location.name}, ${location.street}, ${location.city}`}
              width={1200}
              height={800}
              sizes="(min-width: 992px) 60vw, 100vw"
              priority
              // The page's largest paint: fetched ahead of the scripts.
              fetchPriority="high"
              className="h-auto w-full rounded-site object-cover"
            />
          ) : (
            map && (
              <LocationMapView
                map={map}
                interactive
                label={`Map of ${location.name}: ${location.street}, ${location.city} ${location.state} ${location.postcode}`}
              />
            )
          )}
          <div className="flex flex-wrap gap-3">
            <Link
              href={paths.contactLocation(location.slug)}
              className="inline-flex items-center gap-2 rounded-site border border-brand px-4 py-2 font-bold text-brand-ink"
            >
              <MailIcon aria-hidden="true" className="size-4" />
              Contact Us<span className="sr-only"> at {location.name}</span>
            </Link>
            <a
              href={mapUrl(location, mapZoom)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-site border border-brand px-4 py-2 font-bold text-brand-ink"
            >
              <MapIcon aria-hidden="true" className="size-4" />
              View on map<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </div>
      {location.rating && (
        <div className="mt-10">
          <ReviewsSection rating={location.rating} reviews={reviews} />
        </div>
      )}
    </div>
  );
}
