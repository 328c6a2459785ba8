// The garage's limits and words, shared by the server and the add form: pure, for the browser.

export const GARAGE_MAX_VEHICLES = 10;
export const STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export type GarageState = (typeof STATES)[number];

export const GARAGE_HEADING = 'My Garage';
/** A brand garage's heading and the link to it: 'My Mazda Garage'. */
export const brandGarageHeading = (brandTitle: string) => `My ${brandTitle} Garage`;
export const GARAGE_FULL_MESSAGE = `Your garage is full: it holds ${GARAGE_MAX_VEHICLES} vehicles. Remove one to add another.`;

/** A garage vehicle as the page lists it: 'ABC123 (QLD)', '2019 Mazda CX-5'. */
export type GarageListItem = {
  id: number;
  rego: string;
  state: string;
  year: number;
  make: string;
  model: string;
};

export const vehicleName = (vehicle: Pick<GarageListItem, 'year' | 'make' | 'model'>) =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model}`;

/** A make as the shopper typed it and as the stock spells it are one make: 'mazda' is 'Mazda'. */
export const sameMake = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The makes in a garage, once each in the first spelling met: its own vehicles, then its saved cars. */
export function garageMakes(...lists: readonly (readonly { make: string }[])[]): string[] {
  const makes: string[] = [];
  for (const { make } of lists.flat()) if (!makes.some((seen) => sameMake(seen, make))) makes.push(make);
  return makes;
}
