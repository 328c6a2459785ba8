import { type BodyValue, bodySlugToBody } from './facet-rules';
import type { Refinements } from './schema';

// The stock links of the spec as search presets: /search/used-cars, /search/{make}, /search/{make}/{model},
// /search/{body slug}, /search/{dealership slug}, /search/{location slug}, /search/{cartype}-cars.

export type PathContext = {
  makeModels: string[]; // 'Make|Model' values present in the site's stock
  dealerships: { slug: string; name: string }[];
  locations: { slug: string; name: string }[];
};

/** What /special-offers and its API select before any refinement: the cars with an offer. */
export const SPECIAL_OFFERS_PRESET: Refinements = { categories: ['Special Offers'] };

/**
 * The categories a special-offers search narrows by (SV §7): those asked for that the site lists in its
 * searchCategories, compared case-insensitively and returned as the site spells them; any category when
 * the site lists none. A category outside the list is ignored, like an unknown refinement value, so
 * asking only for such categories leaves every offer.
 */
export function offerCategories(
  asked: readonly string[] | undefined,
  siteCategories: readonly string[],
): string[] | undefined {
  if (!asked?.length) return undefined;
  if (siteCategories.length === 0) return [...asked];
  const known = new Map(siteCategories.map((category) => [category.toLowerCase(), category]));
  const kept = asked.flatMap((category) => known.get(category.trim().toLowerCase()) ?? []);
  return kept.length ? [...new Set(kept)] : undefined;
}

export type ResolvedPath = { preset: Refinements; heading: string; make?: string; model?: string };

export const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const CAR_TYPE_PATHS: Record<string, { types: ('new' | 'demo' | 'used')[]; heading: string }> = {
  'new-used-and-demo-cars': { types: ['new', 'demo', 'used'], heading: 'New, Used and Demo Cars' },
  'new-and-demo-cars': { types: ['new', 'demo'], heading: 'New and Demo Cars' },
  'new-cars': { types: ['new'], heading: 'New Cars' },
  'demo-cars': { types: ['demo'], heading: 'Demo Cars' },
  'used-cars': { types: ['used'], heading: 'Used Cars' },
};

/** Makes sold as prestige vehicles (/search/prestige). */
export const PRESTIGE_MAKES = [
  'Audi',
  'BMW',
  'Bentley',
  'Genesis',
  'Jaguar',
  'Land Rover',
  'Lexus',
  'Maserati',
  'Mercedes-Benz',
  'Porsche',
  'Volvo',
];

/**
 * Whitelisted 'body' slugs that are not bodies select stock by what they are: a 4x4 by its drive, an EV by
 * its fuel, prestige by its make. Body types this data has no cars of (bus, hardtop, softtop, motorhome)
 * still resolve, to an honest empty result rather than all stock.
 */
function bodyPreset(value: BodyValue, simpleBodies: readonly string[]): Refinements {
  if (value === '4x4') return { drive: ['4x4'] };
  if (value === 'ev') return { fuel: ['Electric'] };
  if (value === 'prestige') return { make: PRESTIGE_MAKES };
  return { body: simpleBodies.length ? [...simpleBodies] : [value] };
}

/** A body slug's stock ('suv', 'people-mover', '4x4') and its page heading, or null for no body. */
export function bodySlugPreset(slug: string): { preset: Refinements; heading: string } | null {
  const body = bodySlugToBody(slug);
  return body
    ? { preset: bodyPreset(body.value, body.simpleBodies), heading: BODY_HEADINGS[body.value] }
    : null;
}

const BODY_HEADINGS: Record<BodyValue, string> = {
  '4x4': '4x4 vehicles for sale',
  bus: 'Buses for sale',
  cabChassis: 'Cab chassis for sale',
  convertible: 'Convertibles for sale',
  coupe: 'Coupes for sale',
  ev: 'Electric vehicles for sale',
  hardtop: 'Hardtops for sale',
  hatch: 'Hatchbacks for sale',
  hatchback: 'Hatchbacks for sale',
  motorhome: 'Motorhomes for sale',
  lightTruck: 'Light trucks for sale',
  peopleMover: 'People movers for sale',
  prestige: 'Prestige vehicles for sale',
  sedan: 'Sedans for sale',
  softtop: 'Soft tops for sale',
  suv: 'SUVs for sale',
  ute: 'Utes for sale',
  van: 'Vans for sale',
  wagon: 'Wagons for sale',
  stationWagon: 'Station wagons for sale',
  truck: 'Trucks for sale',
  motorcycle: 'Motorcycles for sale',
  caravan: 'Caravans for sale',
  camperTrailer: 'Camper trailers for sale',
};

/** The preset a results path selects, or null when the path names nothing this site has (a 404). */
export function resolveSearchPath(segments: string[], context: PathContext): ResolvedPath | null {
  const parts = segments.map((s) => decodeSegment(s).toLowerCase());
  if (parts.length === 0) return { preset: {}, heading: 'Our Stock' };
  if (parts.length > 2) return null;
  const [first, second] = parts;
  const makes = new Map<string, string>();
  for (const pair of context.makeModels) {
    const make = pair.slice(0, pair.indexOf('|'));
    makes.set(slugify(make), make);
  }

  const make = makes.get(first);
  if (make) {
    if (second === undefined) return { preset: { make: [make] }, heading: `${make} for sale`, make };
    const model = context.makeModels
      .filter((pair) => pair.startsWith(`${make}|`))
      .map((pair) => pair.slice(make.length + 1))
      .find((name) => slugify(name) === second);
    return model
      ? { preset: { make: [make], model: [model] }, heading: `${make} ${model} for sale`, make, model }
      : null;
  }
  if (second !== undefined) return null;

  const carType = CAR_TYPE_PATHS[first];
  if (carType) return { preset: { car_type: carType.types }, heading: carType.heading };
  const body = bodySlugPreset(first);
  if (body) return body;
  const dealership = context.dealerships.find((d) => d.slug === first);
  if (dealership)
    return { preset: { dealership_slug: [dealership.slug] }, heading: `Stock at ${dealership.name}` };
  const location = context.locations.find((l) => l.slug === first);
  if (location) return { preset: { location_slug: [location.slug] }, heading: `Stock at ${location.name}` };
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
