// The ids that tie one site's schema.org nodes together across its pages, so a search engine reads one
// organisation (the site), one website, and each location as its own dealer: the car page's seller is
// the same node as its location page's AutoDealer. Pure; every page that writes JSON-LD builds ids here.

import type { BreadcrumbList, Graph, Organization, PostalAddress, SearchAction, WebSite } from 'schema-dts';
import { absoluteUrl, paths } from './paths';

/** The site as an Organization: 'https://coastaltoyota.com.au/#organization'. */
export const organizationId = (origin: string) => absoluteUrl(origin, '/#organization');

/** The site as a WebSite: 'https://coastaltoyota.com.au/#website'. */
export const websiteId = (origin: string) => absoluteUrl(origin, '/#website');

/** A location as its own dealer: 'https://coastaltoyota.com.au/locations/tingalpa#dealer'. */
export const locationDealerId = (origin: string, slug: string) =>
  `${absoluteUrl(origin, paths.location(slug))}#dealer`;

/** An Australian street address as a PostalAddress; the state upper case ('qld' → 'QLD'). */
export function postalAddress(address: {
  street: string;
  city: string;
  state: string;
  postcode: string;
}): Exclude<PostalAddress, string> {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state.toUpperCase(),
    postalCode: address.postcode,
    addressCountry: 'AU',
  };
}

/** A breadcrumb as shown, Home first; a crumb without a link is the page itself (`pagePath`). */
export function breadcrumbList(
  origin: string,
  crumbs: readonly { label: string; href?: string | null }[],
  pagePath: string,
): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.href ?? pagePath),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The site as the Organization its locations belong to, and the seller of a car with no location. */
export function organizationJsonLd(site: {
  name: string;
  origin: string;
  phone: string;
}): Exclude<Organization, string> {
  return {
    '@type': 'Organization',
    '@id': organizationId(site.origin),
    name: site.name,
    url: absoluteUrl(site.origin, paths.home()),
    telephone: site.phone,
  };
}

/**
 * The home page's JSON-LD: the site as the Organization its locations belong to, and as the WebSite
 * whose stock search a search engine may offer ('/search?query=hilux').
 */
export function siteJsonLd(site: { name: string; origin: string; phone: string }): Graph {
  const home = absoluteUrl(site.origin, paths.home());
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': websiteId(site.origin),
    name: site.name,
    url: home,
    publisher: { '@id': organizationId(site.origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absoluteUrl(site.origin, paths.search())}?query={search_term_string}`,
      'query-input': 'required name=search_term_string',
    } as SearchAction,
  };
  return { '@context': 'https://schema.org', '@graph': [organizationJsonLd(site), website] };
}
