import 'server-only';
import { findSiteCarById } from '@/inventory/site-car';
import { MAX_DB_ID } from '@/lib/visitor-input';
import type { Site } from '@/tenancy/get-site';
import { visibleLocations } from '@/tenancy/site-locations';
import { takesTradeIns } from './journey-rules';
import { isAuState, normalisePlate, plateProblem } from './plate-rules';

/** The car_id of a trade-in link ('/trade-in?car_id=42'): a whole number in the database's range, else null. */
export function carIdParam(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_DB_ID ? id : null;
}

/**
 * The car a trade-in link names, when the site shows it and it takes a trade-in; otherwise the page is
 * the plain valuation (a sold or another site's car is not an error to the shopper).
 */
export async function tradeInCar(
  site: Site,
  carId: number | null,
): Promise<{ id: number; slug: string; name: string } | null> {
  if (carId === null) return null;
  const found = await findSiteCarById(site, carId);
  return found?.car.tradeInAllowed ? { id: found.car.id, slug: found.car.slug, name: found.car.name } : null;
}

/**
 * The plate a link starts the journey on ('/trade-in?rego=ABC123&state=QLD', from My Garage), when it
 * is one: anything else starts the journey empty.
 */
export function plateParam(
  rego: string | string[] | undefined,
  state: string | string[] | undefined,
): { rego: string; regoState: string } | null {
  const plate = normalisePlate((Array.isArray(rego) ? rego[0] : rego) ?? '');
  const regoState = ((Array.isArray(state) ? state[0] : state) ?? '').toUpperCase();
  if (!isAuState(regoState) || plateProblem(plate, regoState)) return null;
  return { rego: plate, regoState };
}

/** The site's locations a trade-in may name (its 'Nearest location'): visible ones that sell cars. */
export async function tradeInLocations(site: Site): Promise<{ id: number; name: string }[]> {
  const found = await visibleLocations(site);
  return found.filter((l) => takesTradeIns(l.locationType)).map((l) => ({ id: l.id, name: l.name }));
}
