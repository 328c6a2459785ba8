import Link from 'next/link';
import { directionsUrl } from '@/lib/geo/map-links';
import { paths } from '@/lib/paths';
import { telHref } from '@/lib/phone';
import { InfoIcon } from '@/ui/icons/info';
import { MapPinIcon } from '@/ui/icons/map-pin';
import { MessageSquareIcon } from '@/ui/icons/message-square';
import { NavigationIcon } from '@/ui/icons/navigation';
import { PhoneIcon } from '@/ui/icons/phone';
import { locationDetailsHref } from '../rules';
import type { LocationSummary } from '../server';
import { LocationHours } from './location-hours';

type Props = {
  locations: readonly LocationSummary[];
  enquireNowForClosedService: boolean;
  /** Each location's Email Us: the contact form sent to it, which the route brings (a leads dialog). */
  emailUs: (location: { id: number; name: string; slug: string }) => React.ReactNode;
  /** View Location Details opens /contact (a manufacturer-specific site: location.linksToContact). */
  linksToContact: boolean;
};

/**
 * The location block (AF §2): the locations the site's location.block names, each with its address,
 * phone, hours, holiday hours, the Contact, Get Directions and View Location Details links and the
 * email-us modal (the contact form sent to that location).
 */
export function LocationBlock({ locations, enquireNowForClosedService, emailUs, linksToContact }: Props) {
  if (locations.length === 0) return null;
  return (
    <section aria-labelledby="location-block" className="mx-auto max-w-7xl px-4 pb-12">
      <h2 id="location-block" className="text-2xl font-extrabold">
        {locations.length === 1 ? 'Visit us' : 'Our locations'}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {locations.map((location) => (
          <li key={location.id} className="flex flex-col gap-3 rounded-site border border-black/10 p-4">
            <h3 className="text-lg font-bold">{location.name}</h3>
            <address className="flex items-start gap-1.5 text-sm not-italic">
              <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {location.street}, {location.city} {location.state} {location.postcode}
              </span>
            </address>
            {location.phone && (
              <p className="flex items-center gap-1.5 text-sm">
                <PhoneIcon aria-hidden="true" className="size-4" />
                <a href={telHref(location.phone)} className="font-semibold underline">
                  {location.phone}
                </a>
              </p>
            )}
            <LocationHours location={location} enquireNowForClosedService={enquireNowForClosedService} />
            <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold text-brand-ink">
              <li>
                <Link
                  href={paths.contactLocation(location.slug)}
                  className="inline-flex items-center gap-1 underline"
                >
                  <MessageSquareIcon aria-hidden="true" className="size-4" />
                  Contact<span className="sr-only"> {location.name}</span>
                </Link>
              </li>
              <li>
                <a
                  href={directionsUrl(location)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 underline"
                >
                  <NavigationIcon aria-hidden="true" className="size-4" />
                  Get Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
                </a>
              </li>
              <li>{emailUs(location)}</li>
              <li>
                <Link
                  href={locationDetailsHref(location.slug, linksToContact)}
                  className="inline-flex items-center gap-1 underline"
                >
                  <InfoIcon aria-hidden="true" className="size-4" />
                  View Location Details<span className="sr-only"> of {location.name}</span>
                </Link>
              </li>
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
