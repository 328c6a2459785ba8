import Link from 'next/link';
import type { FoundCar } from '@/inventory/site-car';
import type { LocationMap } from '@/lib/geo/location-map';
import { paths } from '@/lib/paths';
import { NavigationIcon } from '@/ui/icons/navigation';
import { LocationMapImage } from '@/ui/location-map-image';

type Props = {
  location: NonNullable<FoundCar['location']>;
  dealership: { name: string; slug: string };
  directionsUrl: string;
  /** The location's map, as its own page draws it. */
  map: LocationMap;
  /** The location's number, masked until asked for (AF §7 phone reveal); none when it has no number. */
  phoneButton?: React.ReactNode;
};

/**
 * Where the car is (#vehicle-map): the location's map, address, phone, directions, a link to its own
 * page and the dealer's other stock.
 */
export function LocationBar({ location, dealership, directionsUrl, map, phoneButton }: Props) {
  const address = `${location.street}, ${location.city} ${location.state.toUpperCase()} ${location.postcode}`;
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading" className="mt-6 bg-surface">
      <div className="mx-auto grid max-w-[1200px] gap-6 px-4 py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-center">
        <LocationMapImage map={map} label={`Map of ${location.name}: ${address}`} />
        <div className="space-y-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">This car is at</p>
          <h2 id="vehicle-map-heading" className="text-2xl font-extrabold">
            {location.name}
          </h2>
          <p className="text-gray-800">
            {location.street}
            <br />
            {location.city} {location.state.toUpperCase()} {location.postcode}
          </p>
          <div className="flex flex-wrap gap-2">
            <a
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-site bg-brand px-4 py-2.5 text-sm font-bold text-brand-contrast"
            >
              <NavigationIcon aria-hidden="true" className="size-4" />
              Get Directions
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            {phoneButton}
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link href={paths.location(location.slug)} className="text-sm font-bold text-brand-ink underline">
              Hours and details<span className="sr-only"> of {location.name}</span>
            </Link>
            <Link href={paths.search(dealership.slug)} className="text-sm font-bold text-brand-ink underline">
              See more from this dealer
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
