import type { AutoDealer, Graph } from 'schema-dts';
import { directionsUrl } from '@/lib/geo/map-links';
import { absoluteUrl, paths } from '@/lib/paths';
import { breadcrumbList, locationDealerId, organizationId, postalAddress } from '@/lib/structured-data';
import { DAY_NAMES } from './rules';
import type { LocationSummary } from './server';

/**
 * A location's page as schema.org JSON-LD: the location as its own AutoDealer (the @id its cars name as
 * their seller), part of the site's organisation, with address, position, phone and opening hours; and
 * the page's breadcrumb. No rating: the dealer's own reviews on its own pages are self-serving, which
 * search engines ignore.
 */
export function locationJsonLd(location: LocationSummary, origin: string): Graph {
  const path = paths.location(location.slug);
  const dealer: Exclude<AutoDealer, string> = {
    '@type': 'AutoDealer',
    '@id': locationDealerId(origin, location.slug),
    name: location.name,
    url: absoluteUrl(origin, path),
    parentOrganization: { '@id': organizationId(origin) },
    ...(location.image ? { image: absoluteUrl(origin, location.image) } : {}),
    ...(location.phone ? { telephone: location.phone } : {}),
    ...(location.email ? { email: location.email } : {}),
    address: postalAddress(location),
    geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.long },
    hasMap: location.placeUrl ?? directionsUrl(location),
    openingHoursSpecification: location.week
      .filter((d) => d.status === 'Open' && d.open && d.close)
      .sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))
      .map((d) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${DAY_NAMES[d.weekday]}` as `https://schema.org/Monday`,
        opens: d.open ?? '',
        closes: d.close ?? '',
      })),
  };
  const crumbs = [
    { label: 'Home', href: paths.home() },
    { label: 'Dealer Locator', href: paths.dealerLocator() },
    { label: location.name },
  ];
  return { '@context': 'https://schema.org', '@graph': [dealer, breadcrumbList(origin, crumbs, path)] };
}
