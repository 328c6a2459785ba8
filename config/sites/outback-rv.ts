import type { SiteFile } from '../../src/tenancy/site-config';

// A caravan and motorcycle specialist in North Queensland.
export const outbackRv: SiteFile = {
  extends: 'standard-dealer',
  slug: 'outback-rv',
  name: 'Outback RV & Moto',
  hostnames: ['outbackrv.com.au', 'www.outbackrv.com.au'],
  siteType: 'specialist',
  tagline: 'Caravans, campers and motorcycles for the long way round',
  logo: { text: 'Outback RV & Moto', mark: 'OR' },
  address: '310 Bruce Highway, Garbutt QLD 4814',
  phones: { sales: '07 4779 5500', service: '07 4779 5511' },
  socialUrls: {
    instagram: 'https://www.instagram.com/outbackrv',
    youtube: 'https://www.youtube.com/@outbackrv',
  },
  dealerships: ['outback-rv-townsville', 'outback-moto-cairns'],
  theme: {
    brand: '#b4541a',
    brandContrast: '#ffffff',
    accent: '#2f4f3a',
    accentContrast: '#ffffff',
    surface: '#f7f3ec',
    ink: '#2a1f17',
    heroFrom: '#3b2a1a',
    heroTo: '#7a4a22',
    tagDefault: '#a61b1b',
    radius: 'large',
    font: 'sans',
  },
  copy: {
    heroTitle: 'Go further',
    heroSubtitle:
      'Off-road caravans, camper trailers and adventure motorcycles, set up in Townsville and Cairns.',
    searchPlaceholder: 'Try “Jayco caravan” or “KTM”',
    featuredHeading: 'Ready for the road',
    noPriceText: 'Enquire for price.',
    footerAbout:
      'Outback RV & Moto has fitted out North Queensland travellers with caravans, campers and bikes since 1996.',
    disclaimer:
      'Prices exclude on-road costs unless stated. Tare and ATM figures are manufacturer specifications and may vary with options fitted.',
  },
  buttonLabels: { enquire: 'Ask About This' },
  features: { favourites: true, fuelCalculator: false, blog: false },
  buttons: {
    card: ['view-details', 'enquire'],
    vehiclePage: ['enquire', 'test-drive', 'finance'],
  },
  finance: {
    provider: '360-finance',
    layout: 'standard',
    calculatorMaxAmount: 250000,
    defaultTermYears: 7,
    interestMin: 4,
    interestMax: 20,
  },
  stockFilter: {
    hiddenFromStockCount: 14,
    usedOnly: false,
    inStockOnly: true,
    excludedMakes: [],
    itemTypes: ['caravan', 'motorcycle'],
    priceAboveZeroOnPriceAsc: false,
  },
  popularMakes: ['Jayco', 'New Age', 'Lotus', 'Yamaha', 'Kawasaki', 'KTM', 'Harley-Davidson'],
  includeSoldCarsDays: 3,
  similarCarsPageSize: 3,
  promoPlacement: { mode: 'random', min: 3, max: 5 },
  promos: [
    {
      kind: 'card',
      name: 'we-want-your-van',
      title: 'We Want Your Van or Bike',
      description: 'We buy caravans, campers and motorcycles, high turnover means we can pay more',
      url: '/sell-my-car',
    },
  ],
  header: {
    menu: [
      { label: 'Home', href: '/' },
      {
        label: 'Vehicles',
        href: '/search',
        children: [
          { label: 'Caravans', href: '/search/caravan' },
          { label: 'Motorcycles', href: '/search/motorcycle' },
          { label: 'Used', href: '/search/used-cars' },
        ],
      },
      { label: 'Our Stock', href: '/search' },
      { label: 'Offers', href: '/special-offers' },
      { label: 'Service and Parts', href: '/service' },
      { label: 'Finance', href: '/finance' },
      {
        label: 'More',
        href: '/about-us',
        children: [
          { label: 'About Us', href: '/about-us' },
          { label: 'Contact', href: '/contact' },
        ],
      },
    ],
  },
  carPage: {
    whatsIncluded: ['Handover and setup lesson', 'Gas and water check', 'First service free'],
    protectYourCar: ['Caravan insurance', 'Extended warranty'],
  },
  forms: { commentsRequired: false, postcodeRequired: true },
};
