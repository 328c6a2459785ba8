import Link from 'next/link';
import { directionsUrl } from '@/lib/geo/map-links';
import { paths } from '@/lib/paths';
import { telHref } from '@/lib/phone';
import { ClockIcon } from '@/ui/icons/clock';
import { MapPinIcon } from '@/ui/icons/map-pin';
import { NavigationIcon } from '@/ui/icons/navigation';
import { PhoneIcon } from '@/ui/icons/phone';
import { locationDetailsHref, openStatus, openStatusText, typesOf } from '../rules';
import type { LocationSummary } from '../server';
import { LocationHours } from './location-hours';
import { StarRating } from './star-rating';

type Props = {
  location: LocationSummary;
  now: Date;
  enquireNowForClosedService: boolean;
  /** On the location's own page: no View Details, the reviews link stays on the page, the name is h1. */
  onItsPage?: boolean;
  distanceKm?: number;
  /** The card's heading level off its page: 2 in a plain list, 3 under an area's heading. */
  headingLevel?: 2 | 3;
  /** View Details opens /contact (a manufacturer-specific site: location.linksToContact). */
  linksToContact?: boolean;
};

const typeLabel = (locationType: string) =>
  typesOf(locationType)
    .map((t) => t[0].toUpperCase() + t.slice(1))
    .join(' and ');

/**
 * The location card (AF §2): name, street, city and state, Get Directions, open now, the hours table
 * (Monday to Sunday), holiday hours, stars with the review count linking to the reviews, phone, dealer
 * licence number and View Details.
 */
export function LocationCard({
  location,
  now,
  enquireNowForClosedService,
  onItsPage = false,
  distanceKm,
  headingLevel = 2,
  linksToContact = false,
}: Props) {
  const status = openStatus(now, location.timeZone, location.week, location.special);
  const Heading = onItsPage ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  const reviewsHref = onItsPage ? '#reviews' : `${paths.location(location.slug)}#reviews`;
  return (
    <article
      aria-labelledby={`location-${location.id}`}
      className="flex h-full flex-col gap-3 rounded-site border border-black/10 bg-white p-4 shadow-sm"
    >
      <header>
        <Heading
          id={`location-${location.id}`}
          className={onItsPage ? 'text-3xl font-extrabold tracking-tight' : 'text-lg font-bold'}
        >
          {location.name}
        </Heading>
        <p className="text-sm text-gray-700">
          {typeLabel(location.locationType)}
          {distanceKm !== undefined && (
            <> · {distanceKm < 10 ? distanceKm.toFixed(1) : Math.round(distanceKm)} km away</>
          )}
        </p>
        {location.rating && (
          <p className="mt-1 flex items-center gap-2 text-sm">
            <StarRating rating={location.rating.average} />
            <span className="font-semibold">{location.rating.average.toFixed(1)}</span>
            <a href={reviewsHref} className="text-brand-ink underline">
              {location.rating.count} {location.rating.count === 1 ? 'review' : 'reviews'}
            </a>
          </p>
        )}
      </header>
      <p
        className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ${
          status.open ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-800'
        }`}
      >
        <ClockIcon aria-hidden="true" className="size-3.5" />
        {openStatusText(status)}
      </p>
      <address className="flex items-start gap-1.5 text-sm not-italic">
        <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {location.street}
          <br />
          {location.city} {location.state} {location.postcode}
        </span>
      </address>
      <a
        href={directionsUrl(location)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-ink underline"
      >
        <NavigationIcon aria-hidden="true" className="size-4" />
        Get Directions
        <span className="sr-only"> to {location.name} (opens in a new tab)</span>
      </a>
      <LocationHours location={location} enquireNowForClosedService={enquireNowForClosedService} />
      <div className="mt-auto flex flex-col gap-1 text-sm">
        {location.phone && (
          <p className="flex items-center gap-1.5">
            <PhoneIcon aria-hidden="true" className="size-4" />
            <a href={telHref(location.phone)} className="font-semibold underline">
              {location.phone}
            </a>
          </p>
        )}
        {location.dealerLicenseNumber && <p>Dealer licence no. {location.dealerLicenseNumber}</p>}
      </div>
      {!onItsPage && (
        <Link
          href={locationDetailsHref(location.slug, linksToContact)}
          className="rounded-site bg-brand px-4 py-2 text-center font-bold text-brand-contrast"
        >
          View Details<span className="sr-only"> of {location.name}</span>
        </Link>
      )}
    </article>
  );
}
