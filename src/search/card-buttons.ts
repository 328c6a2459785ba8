import { canReserve } from '@/inventory/reservation-rules';
import { paths } from '@/lib/paths';
import type { CardSettings } from './card-settings';

type ButtonCar = {
  id: number;
  slug: string;
  status: string;
  checkoutEnabled: boolean;
  reserved: boolean;
  tradeInAllowed: boolean;
  reserveAmount: number | null;
  /** Finance is offered for the car on the site (financeDisplay). */
  financeOffered: boolean;
};
export type CardButton = { kind: CardSettings['buttons'][number]; label: string; href: string };

/** The site's card buttons that apply to this car, with the site's labels. */
export function cardButtons(car: ButtonCar, settings: CardSettings): CardButton[] {
  const hrefs = {
    reserve: paths.checkout(car.slug, settings.checkoutRoute),
    'view-details': paths.car(car.slug),
    enquire: paths.car(car.slug, 'enquire'),
    finance: paths.car(car.slug, 'finance-calculator'),
    'test-drive': paths.car(car.slug, 'test-drive'),
    'trade-in': paths.tradeIn(car.id, settings.tradeInPath),
  };
  // Only in-stock cars carry action buttons (AF §4); the card's title still links to the others.
  if (car.status !== 'in_stock') return [];
  return settings.buttons
    .filter((kind) => {
      if (kind === 'view-details') return true;
      // A reserve amount of $0 hides the reserve button (null falls back to the site's default deposit).
      if (kind === 'reserve') return canReserve(car, settings);
      if (kind === 'trade-in') return car.tradeInAllowed;
      if (kind === 'finance') return car.financeOffered;
      return true;
    })
    .map((kind) => ({ kind, label: settings.labels[kind], href: hrefs[kind] }));
}
