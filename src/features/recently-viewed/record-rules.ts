// The cars a shopper opened on this site, kept in their browser as the spec's record (AF §3): id,
// stocknum, make, model, body, simple_body. Apart from the searches offered back (rules.ts), so the
// vehicle page records a view without the search rules.

export type ViewedCar = {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
};

/** The latest cars kept; an older view drops off the end. */
export const VIEWED_CARS_MAX = 10;
export const viewedCarsKey = (siteSlug: string) => `${siteSlug}:viewed_cars`;

/** The car first, once, then the earlier views: at most VIEWED_CARS_MAX. */
export function nextViewedCars(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((viewed) => viewed.id !== car.id)].slice(0, VIEWED_CARS_MAX);
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);

/** Whatever was stored, as clean records: junk and half records are dropped, never thrown. */
export function parseViewedCars(raw: string | null): ViewedCar[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (v): v is Record<string, unknown> =>
        typeof v === 'object' &&
        v !== null &&
        Number.isInteger(v.id) &&
        typeof v.stocknum === 'string' &&
        typeof v.make === 'string' &&
        v.make !== '' &&
        typeof v.model === 'string' &&
        v.model !== '',
    )
    .map((v) => ({
      id: v.id as number,
      stocknum: v.stocknum as string,
      make: v.make as string,
      model: v.model as string,
      body: optionalText(v.body),
      simple_body: optionalText(v.simple_body),
    }))
    .slice(0, VIEWED_CARS_MAX);
}
