import type { SiteConfig } from '@/tenancy/site-config';

type ButtonCar = {
  id: number;
  slug: string;
  status: string;
  checkoutEnabled: boolean;
  tradeInAllowed: boolean;
  reserveAmount: number | null;
};
export type CardButton = { kind: SiteConfig['buttons']['card'][number]; label: string; href: string };

const defaultLabels = {
  reserve: 'Reserve Now',
  'view-details': 'View Details',
  finance: 'Finance',
  'test-drive': 'Test Drive',
  'trade-in': 'Trade-In',
} as const;

/** The site's card buttons that apply to this car, with the site's labels. */
export function cardButtons(car: ButtonCar, config: SiteConfig): CardButton[] {
  const path = `/cars/${car.slug}`;
  const hrefs = {
    reserve: `${path}/${config.features.checkoutRoute}`,
    'view-details': path,
    enquire: `${path}#enquire`,
    finance: `${path}#finance-calculator`,
    'test-drive': `${path}#test-drive`,
    'trade-in': `/trade-in?car_id=${car.id}`,
  };
  return config.buttons.card
    .filter((kind) => {
      if (kind === 'view-details') return true;
      // Only in-stock cars carry action buttons; others keep just their details link.
      if (car.status !== 'in_stock') return false;
      if (kind === 'reserve')
        return config.features.checkout && car.checkoutEnabled && car.reserveAmount !== 0;
      if (kind === 'trade-in') return car.tradeInAllowed;
      return true;
    })
    .map((kind) => ({
      kind,
      label:
        config.buttonLabels[kind] ?? (kind === 'enquire' ? config.copy.enquireLabel : defaultLabels[kind]),
      href: hrefs[kind],
    }));
}
