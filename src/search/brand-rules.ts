// Pure rules of the Brands page and the brand stock pages (spec SV §1, §2 'Brands page', §3 'Brand entry',
// §9): the groups and their headings, where a brand cell links, and which stock a brand page shows.
// No I/O, no React.

import { paths } from '@/lib/paths';
import type { Refinements } from './schema';

export const BRAND_GROUPS = ['car', 'motorcycle', 'truck', 'ours'] as const;
export type BrandGroup = (typeof BRAND_GROUPS)[number];

/** The group headings, in page order. Strings are a contract. */
export const BRAND_GROUP_HEADINGS: Record<BrandGroup, string> = {
  car: 'Car Brands',
  motorcycle: 'Motorcycle Brands',
  truck: 'Truck Brands',
  ours: 'Our Brands',
};

/** A brand cell's image is exactly this size (SV §2, §9). */
export const BRAND_CELL = { width: 76, height: 65 } as const;

export type Brand = {
  group: BrandGroup;
  title: string;
  slug: string;
  logo: string | null;
  banner: string | null;
  description: string[];
  /** The brand has no overview page: its cell is not a link and /{slug}/overview is a 404. */
  skipPage: boolean;
};

/** Where a brand cell links: /{brandslug}/overview, or nowhere for a skipPage brand. */
export function brandHref(brand: Pick<Brand, 'slug' | 'skipPage'>): string | null {
  return brand.skipPage ? null : paths.brand(brand.slug);
}

/** Non-empty groups in page order, each with its heading. */
export function brandSections<T extends { group: BrandGroup }>(
  brands: readonly T[],
): { group: BrandGroup; heading: string; brands: T[] }[] {
  return BRAND_GROUPS.map((group) => ({
    group,
    heading: BRAND_GROUP_HEADINGS[group],
    brands: brands.filter((brand) => brand.group === group),
  })).filter((section) => section.brands.length > 0);
}

/** What the site stocks, for mapping a brand to its cars. */
export type BrandStockContext = {
  /** The makes written on the site's stock (e.g. 'Isuzu', 'UD Trucks'). */
  makes: readonly string[];
  /** The site's visible dealerships. */
  dealerships: readonly { slug: string; name: string }[];
};

/**
 * The preset of a brand that stocks nothing: no dealership slug can look like this (slugs are
 * lowercase letters, digits and dashes), so the page shows its empty state rather than all stock.
 */
export const NO_STOCK_PRESET: Refinements = { dealership_slug: ['(no dealership)'] };

// A brand title is often the make plus the business it names: 'Isuzu UTE', 'Honda Motorcycles', 'Isuzu Trucks'.
const BUSINESS_SUFFIX = /\s+(utes?|cars?|motorcycles?|motorbikes?|bikes?|trucks?)$/i;

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The make a brand title names: the stock's own spelling of the whole title when the site stocks such a
 * make ('UD Trucks'), else of the title without its business suffix ('Isuzu UTE' → 'Isuzu'), else that
 * stripped title as written (the site stocks none: the page shows its empty state).
 */
export function brandMake(title: string, makes: readonly string[]): string {
  const find = (name: string) => makes.find((make) => norm(make) === norm(name));
  const whole = find(title);
  if (whole) return whole;
  const stripped = title.trim().replace(BUSINESS_SUFFIX, '').trim() || title.trim();
  return find(stripped) ?? stripped;
}

/**
 * The stock a brand page shows. A car, motorcycle or truck brand selects its make within that item type
 * ('Honda' → Honda cars, 'Honda Motorcycles' → Honda motorcycles, 'Isuzu Trucks' → Isuzu trucks).
 * One of 'Our Brands' (the group's own businesses, e.g. 'Summit Prestige') selects the dealerships whose
 * name is the title or starts with it as a whole word ('Summit Prestige Newstead'); with none, nothing.
 */
export function brandPreset(brand: Pick<Brand, 'group' | 'title'>, context: BrandStockContext): Refinements {
  if (brand.group === 'ours') {
    const title = norm(brand.title);
    const slugs = context.dealerships
      .filter((d) => norm(d.name) === title || norm(d.name).startsWith(`${title} `))
      .map((d) => d.slug);
    return slugs.length > 0 ? { dealership_slug: slugs } : NO_STOCK_PRESET;
  }
  return { make: [brandMake(brand.title, context.makes)], item_type: [brand.group] };
}

/**
 * The make a brand stands for, or null for one of 'Our Brands' (a business, not a make): the make of its
 * stock preset, so a brand's garage and its stock page agree.
 */
export function brandMakeOf(
  brand: Pick<Brand, 'group' | 'title'>,
  context: BrandStockContext,
): string | null {
  return brand.group === 'ours' ? null : (brandPreset(brand, context).make?.[0] ?? null);
}

/** The site's make brands among the given makes (any letter case), in the site's brand order, once each. */
export function brandsOfMakes<T extends Pick<Brand, 'group' | 'title'>>(
  brands: readonly T[],
  makes: readonly string[],
  context: BrandStockContext,
): T[] {
  const wanted = new Set(makes.map(norm));
  const seen = new Set<string>();
  return brands.filter((brand) => {
    const make = brandMakeOf(brand, context);
    if (make === null || !wanted.has(norm(make)) || seen.has(norm(make))) return false;
    seen.add(norm(make));
    return true;
  });
}
