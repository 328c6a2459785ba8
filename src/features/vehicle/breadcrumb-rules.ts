// Pure rules of the lines above a car's title (AF §2): the announcement bar and the breadcrumb. No I/O, no
// React, no DOM.

import { paths } from '@/lib/paths';
import { bodyToSlug, slugify } from '@/search';
import { isBlankValue } from './blank-value-rules';

// ── Announcement bar (AF §2) ────────────────────────────────────────────────────────────────────

/**
 * 'Located at {city}' when the car's location city differs from the site's own city, compared trimmed and
 * case-insensitively ('Cairns' vs 'Brisbane' → 'Located at Cairns'; 'BRISBANE' vs 'Brisbane' → null). The
 * site's own city is its overrideCity when it sets one (a group whose primary location is not where it
 * trades from), else its primary location's. null when either city is unknown: there is nothing to differ
 * from.
 */
export function announcementCity(
  carCity: string | null | undefined,
  primaryCity: string | null | undefined,
  overrideCity?: string,
): string | null {
  const car = (carCity ?? '').trim();
  const home = (overrideCity?.trim() || primaryCity || '').trim();
  if (!car || !home || car.toLowerCase() === home.toLowerCase()) return null;
  return `Located at ${car}`;
}

// ── Breadcrumb (AF §2) ──────────────────────────────────────────────────────────────────────────

export type Crumb = { label: string; href: string | null };

const CAR_TYPE_CRUMBS: Record<string, { label: string; slug: string }> = {
  new: { label: 'New Cars', slug: 'new-cars' },
  demo: { label: 'Demo Cars', slug: 'demo-cars' },
  used: { label: 'Used Cars', slug: 'used-cars' },
};

/**
 * Home, the car-type link, make, model, simple body, then the current title (no link). Links are
 * /search/new-cars | demo-cars | used-cars, /search/{make}, /search/{make}/{model}, /search/{body};
 * on used-car sites the same under /used-car/… with the car-type link being /used-car itself (that
 * route is used cars only). A simple body outside the whitelist (no page) and blank parts are left out.
 * E.g. a used Toyota RAV4 SUV → Home /, Used Cars /search/used-cars, Toyota /search/toyota, RAV4
 * /search/toyota/rav4, SUV /search/suv, '2021 Toyota RAV4 GX'.
 */
export function breadcrumb(
  car: { carType: string; make: string; model: string; simpleBody?: string | null; name: string },
  { usedCarRoutes }: { usedCarRoutes: boolean },
): Crumb[] {
  const stock = (...slugs: string[]) => paths.stock(usedCarRoutes, ...slugs);
  const crumbs: Crumb[] = [{ label: 'Home', href: paths.home() }];
  const type = CAR_TYPE_CRUMBS[car.carType];
  if (type) crumbs.push({ label: type.label, href: usedCarRoutes ? paths.usedCar() : stock(type.slug) });
  const makeSlug = isBlankValue(car.make) ? '' : slugify(car.make);
  if (makeSlug) {
    crumbs.push({ label: car.make.trim(), href: stock(makeSlug) });
    const modelSlug = isBlankValue(car.model) ? '' : slugify(car.model);
    if (modelSlug) crumbs.push({ label: car.model.trim(), href: stock(makeSlug, modelSlug) });
  }
  const bodySlug = isBlankValue(car.simpleBody) ? null : bodyToSlug((car.simpleBody as string).trim());
  if (bodySlug) crumbs.push({ label: (car.simpleBody as string).trim(), href: stock(bodySlug) });
  crumbs.push({ label: car.name, href: null });
  return crumbs;
}
