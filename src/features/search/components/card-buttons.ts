import type { CardSettings } from '../card-settings';

type ButtonCar = {
  id: number;
  slug: string;
  status: string;
  checkoutEnabled: boolean;
  tradeInAllowed: boolean;
  reserveAmount: number | null;
  /** Finance is offered for the car on the site (financeDisplay). */
  financeOffered: boolean;
};
export type CardButton = { kind: CardSettings['buttons'][number]; label: string; href: string };

/** The site's card buttons that apply to this car, with the site's labels. */
export function cardButtons(car: ButtonCar, settings: CardSettings): CardButton[] {
  const path = `/cars/${car.slug}`;
  const hrefs = {
    reserve: `${path}/${settings.checkoutRoute}`,
    'view-details': path,
    enquire: `${path}#enquire`,
    finance: `${path}#finance-calculator`,
    'test-drive': `${path}#test-drive`,
    'trade-in': `/trade-in?car_id=${car.id}`,
  };
  return settings.buttons
    .filter((kind) => {
      if (kind === 'view-details') return true;
      // Only in-stock cars carry action buttons; others keep just their details link.
      if (car.status !== 'in_stock') return false;
      // A reserve amount of $0 hides the reserve button (null falls back to the site's default deposit).
      if (kind === 'reserve') return settings.checkout && car.checkoutEnabled && car.reserveAmount !== 0;
      if (kind === 'trade-in') return car.tradeInAllowed;
      if (kind === 'finance') return car.financeOffered;
      return true;
    })
    .map((kind) => ({ kind, label: settings.labels[kind], href: hrefs[kind] }));
}
