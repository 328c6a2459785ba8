// A small valid site document and a way to vary one field of it, for the tests of the site schema and of
// the document rules. Every required field is here once; the rest take their defaults.

export function minimalSite(): Record<string, unknown> {
  return {
    slug: 'test-motors',
    name: 'Test Motors',
    hostnames: ['testmotors.com.au', 'www.testmotors.com.au'],
    siteType: 'franchise',
    tagline: 'Cars for testing',
    logo: { text: 'Test Motors', mark: 'TM' },
    address: '1 Test Street, Brisbane QLD 4000',
    phones: { sales: '07 3000 0000' },
    dealerships: ['test-motors-brisbane'],
    theme: {
      brand: '#c8102e',
      brandContrast: '#ffffff',
      accent: '#1a1a1a',
      accentContrast: '#ffffff',
      surface: '#f6f6f4',
      ink: '#1c1c1c',
      heroFrom: '#2b0a10',
      heroTo: '#8c0c20',
    },
    copy: {
      heroTitle: 'Find your next car',
      heroSubtitle: 'New and used cars in Brisbane.',
      footerAbout: 'A dealer for tests.',
      disclaimer: 'Prices are drive-away.',
    },
    features: {},
    buttons: { card: ['view-details'], vehiclePage: ['enquire'] },
    finance: { provider: 'manual' },
    stockFilter: {},
    header: { menu: [{ label: 'Home', href: '/' }] },
    footer: { columns: [{ title: 'Stock', links: [{ label: 'Used Cars', href: '/search/used-cars' }] }] },
    location: {},
    reviews: {},
    carPage: {},
    forms: {},
  };
}

/** A copy of `doc` with the value at a dotted path ('header.menu.0.href') set, creating objects on the way. */
export function withValue(
  doc: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(doc);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
  return copy;
}
