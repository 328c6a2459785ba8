import { describe, expect, it } from 'vitest';
import {
  breadcrumbList,
  jsonLdScript,
  locationDealerId,
  organizationId,
  postalAddress,
  siteJsonLd,
  websiteId,
} from './structured-data';

const origin = 'https://coastaltoyota.com.au';

describe('structured data ids', () => {
  it('gives the site, its website and each location an id of their own', () => {
    expect(organizationId(origin)).toBe('https://coastaltoyota.com.au/#organization');
    expect(websiteId(origin)).toBe('https://coastaltoyota.com.au/#website');
    expect(locationDealerId(origin, 'coastal-toyota-tingalpa')).toBe(
      'https://coastaltoyota.com.au/locations/coastal-toyota-tingalpa#dealer',
    );
    expect(locationDealerId(origin, 'a')).not.toBe(locationDealerId(origin, 'b'));
  });
});

describe('siteJsonLd', () => {
  it('describes the home page as the Organization and the WebSite with its stock search', () => {
    expect(siteJsonLd({ name: 'Coastal Toyota', origin, phone: '07 3333 1111' })).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://coastaltoyota.com.au/#organization',
          name: 'Coastal Toyota',
          url: 'https://coastaltoyota.com.au/',
          telephone: '07 3333 1111',
        },
        {
          '@type': 'WebSite',
          '@id': 'https://coastaltoyota.com.au/#website',
          name: 'Coastal Toyota',
          url: 'https://coastaltoyota.com.au/',
          publisher: { '@id': 'https://coastaltoyota.com.au/#organization' },
          potentialAction: {
            '@type': 'SearchAction',
            target: 'https://coastaltoyota.com.au/search?query={search_term_string}',
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    });
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs from 1 and ends at the page itself', () => {
    expect(
      breadcrumbList(origin, [{ label: 'Home', href: '/' }, { label: 'Tingalpa' }], '/locations/tingalpa'),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://coastaltoyota.com.au/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Tingalpa',
          item: 'https://coastaltoyota.com.au/locations/tingalpa',
        },
      ],
    });
  });
});

describe('postalAddress', () => {
  it('writes the state in capitals and the country as AU', () => {
    expect(postalAddress({ street: '1 Main Rd', city: 'Tingalpa', state: 'qld', postcode: '4173' })).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Main Rd',
      addressLocality: 'Tingalpa',
      addressRegion: 'QLD',
      postalCode: '4173',
      addressCountry: 'AU',
    });
  });
});

describe('jsonLdScript', () => {
  it('cannot close its script element', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
