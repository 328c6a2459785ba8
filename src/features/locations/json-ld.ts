import type { AutoDealer, WithContext } from 'schema-dts';
import { directionsUrl } from '@/lib/geo/map-links';
import { absoluteUrl, paths } from '@/lib/paths';
import { DAY_NAMES } from './rules';
import type { LocationReview, LocationSummary } from './server';

/**
 * A location as schema.org's AutoDealer: address, position, phone, opening hours and, where the site
 * shows reviews for it, its AggregateRating and the reviews on the page.
 */
export function locationJsonLd(
  location: LocationSummary,
  reviews: readonly LocationReview[],
  origin: string,
): WithContext<AutoDealer> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    url: absoluteUrl(origin, paths.location(location.slug)),
    ...(location.image ? { image: absoluteUrl(origin, location.image) } : {}),
    ...(location.phone ? { telephone: location.phone } : {}),
    ...(location.email ? { email: location.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.street,
      addressLocality: location.city,
      addressRegion: location.state,
      postalCode: location.postcode,
      addressCountry: 'AU',
    },
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
    ...(location.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: location.rating.average,
            reviewCount: location.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.customerName },
            datePublished: r.reviewDate,
            reviewBody: r.text,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
