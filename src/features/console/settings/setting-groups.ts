import type { SiteConfig } from '@/tenancy/site-config';

// The site's settings as a dealer thinks of them, one page each: every setting of the schema is in one
// group (a test holds it), the slug in none (it names the site and never changes).

export type SettingGroup = { id: string; title: string; summary: string; keys: (keyof SiteConfig)[] };

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'identity',
    title: 'Identity and theme',
    summary: 'Name, logo, address, colours, corners and typeface.',
    keys: ['name', 'tagline', 'logo', 'address', 'defaultState', 'overrideCity', 'siteType', 'theme'],
  },
  {
    id: 'contact',
    title: 'Phones and copy',
    summary: 'Phone numbers, social pages and the words the site uses.',
    keys: ['phones', 'socialUrls', 'copy'],
  },
  {
    id: 'buttons',
    title: 'Buttons and labels',
    summary: 'Which action buttons cards and vehicle pages show, in what order, and their labels.',
    keys: ['buttons', 'buttonLabels'],
  },
  {
    id: 'search',
    title: 'Search defaults',
    summary: 'Which stock is listed and how search behaves.',
    keys: [
      'stockFilter',
      'searchCategories',
      'popularMakes',
      'customBodies',
      'includeSoldCarsDays',
      'similarCarsPageSize',
      'emptyResultsRefreshPath',
    ],
  },
  {
    id: 'finance',
    title: 'Finance and trade-in',
    summary: 'The finance provider, the calculators and trade-in valuations.',
    keys: ['finance', 'tradeIn'],
  },
  {
    id: 'forms',
    title: 'Forms and leads',
    summary: 'What lead forms ask for, how staff work leads and the address the site’s mail comes from.',
    keys: ['forms', 'leads', 'mail'],
  },
  {
    id: 'promotions',
    title: 'Promotions',
    summary: 'Banners, slides and promo cards with their dates and places, and the stats banner.',
    keys: ['promos', 'promoPlacement', 'stats'],
  },
  {
    id: 'reviews',
    title: 'Reviews',
    summary: 'Whether ratings and reviews show, and which.',
    keys: ['reviews'],
  },
  {
    id: 'vehicle-page',
    title: 'Vehicle page',
    summary: "The site's own sections of the vehicle page.",
    keys: ['carPage'],
  },
  {
    id: 'features',
    title: 'Features',
    summary: 'Optional parts of the site, each switched on or off.',
    keys: ['features'],
  },
  {
    id: 'navigation',
    title: 'Menus and footer',
    summary: "The header's menu and the footer's links.",
    keys: ['header', 'footer'],
  },
  {
    id: 'locations',
    title: 'Location pages',
    summary: 'The location block, the location pages and the dealer locator.',
    keys: ['location', 'groupLocations'],
  },
  {
    id: 'brands',
    title: 'Brands',
    summary: 'The tiles of the Brands page.',
    keys: ['brands'],
  },
  {
    id: 'dealerships',
    title: 'Dealerships and addresses',
    summary: "The dealerships whose stock the site sells, what it hides, and the site's host names.",
    keys: ['dealerships', 'hiddenDealerships', 'hiddenLocations', 'hostnames'],
  },
];

export const settingGroup = (id: string): SettingGroup | null =>
  SETTING_GROUPS.find((g) => g.id === id) ?? null;

/** 'heroTitle' → 'Hero title', 'view-details' → 'View details': a setting's name as a label. */
export function settingLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The group a setting's path is in ('theme.brand' → identity), for linking a change to its page. */
export const groupOfPath = (path: string): SettingGroup | null => {
  const key = path.split('.')[0];
  return SETTING_GROUPS.find((g) => (g.keys as string[]).includes(key)) ?? null;
};
