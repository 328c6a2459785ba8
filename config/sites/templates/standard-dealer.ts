import type { SiteTemplate } from '../../../src/tenancy/site-config';

// What most dealer sites share: the spec's header menu, footer columns, forms and finance defaults.
export const standardDealer: SiteTemplate = {
  defaultState: 'qld',
  header: {
    menu: [
      { label: 'Home', href: '/' },
      {
        label: 'Vehicles',
        href: '/search/new-used-and-demo-cars',
        children: [
          { label: 'New Cars', href: '/search/new-cars' },
          { label: 'Demo Cars', href: '/search/demo-cars' },
          { label: 'Used Cars', href: '/search/used-cars' },
        ],
      },
      { label: 'Our Stock', href: '/search' },
      { label: 'Offers', href: '/special-offers' },
      {
        label: 'Service and Parts',
        href: '/service',
        children: [
          { label: 'Book a Service', href: '/service' },
          { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
          { label: 'Capped Price Servicing', href: '/capped-price-servicing' },
        ],
      },
      { label: 'Finance', href: '/finance' },
      {
        label: 'More',
        href: '/about-us',
        children: [
          { label: 'About Us', href: '/about-us' },
          { label: 'Contact Us', href: '/contact-us' },
          { label: 'Careers', href: '/careers' },
          { label: 'Sell My Car', href: '/sell-my-car' },
        ],
      },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Models',
        links: [
          { label: 'New Cars', href: '/search/new-cars' },
          { label: 'Demo Cars', href: '/search/demo-cars' },
          { label: 'Used Cars', href: '/search/used-cars' },
          { label: 'Special Offers', href: '/special-offers' },
        ],
      },
      {
        title: 'Buyer Tools',
        links: [
          { label: 'Finance', href: '/finance' },
          { label: 'Trade-In Valuation', href: '/trade-in' },
          { label: 'Book a Test Drive', href: '/book-test-drive/' },
          { label: 'FAQs', href: '/faqs' },
        ],
      },
      {
        title: 'Servicing and Parts',
        links: [
          { label: 'Book a Service', href: '/service' },
          { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
          { label: 'Roadside Assist', href: '/roadside-assist' },
          { label: 'Warranty', href: '/warranty' },
        ],
      },
    ],
  },
  forms: { commentsRequired: true, postcodeRequired: false, termsCheckbox: false },
  finance: { provider: 'manual', defaultTermYears: 6 },
  reviews: { show: true, minimumRating: 4, fullQuantity: 12 },
  location: { block: 'primary', mapZoom: 10 },
  includeSoldCarsDays: 3,
  similarCarsPageSize: 6,
  carPage: {
    whyBuyFromUs: [
      'Every vehicle independently inspected',
      'Finance approved on the spot',
      'Trade-ins welcome, any make or model',
      'Locally owned and operated',
    ],
    banner: [
      { title: 'Latest offers', href: '/special-offers' },
      { title: 'Book a service', href: '/service' },
      { title: 'Sell your car', href: '/sell-my-car' },
    ],
  },
};
