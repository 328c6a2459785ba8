import 'server-only';
import { paths } from '@/lib/paths';
import {
  parseSearchState,
  type Refinements,
  resolveResultsPath,
  searchName,
  searchQueryString,
} from '@/search';
import { brandPreset } from '@/search/brand-rules';
import { brandBySlug, brandStockContext } from '@/search/brands';
import type { Site } from '@/tenancy/get-site';

// A results page's URL as a saved search: its path, its query string (without the page number), what the
// path selects and a name. Read the way the pages read it: /search/…, /used-car/… through the search
// feature's own resolver, /{brand}/overview through the brand's preset. Anything else is no results page.

export type SavedResultsPage = { path: string; query: string; preset: Refinements; name: string };

async function brandPage(site: Site, slug: string) {
  if (!site.config.features.brandsPage) return null;
  const brand = await brandBySlug(site.id, slug);
  if (!brand || brand.skipPage) return null;
  return {
    preset: brandPreset(brand, await brandStockContext(site)),
    heading: `${brand.title} stock`,
    basePath: paths.brand(brand.slug),
  };
}

export async function readResultsUrl(site: Site, raw: string): Promise<SavedResultsPage | null> {
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const url = new URL(raw, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return null;
  const [first, ...rest] = url.pathname.split('/').filter(Boolean);
  const resolved =
    first === 'search' || first === 'used-car'
      ? await resolveResultsPath(site, `/${first}`, rest)
      : rest.length === 1 && rest[0] === 'overview' && first
        ? await brandPage(site, first)
        : null;
  if (!resolved) return null;
  const state = { ...parseSearchState(url.searchParams), page: 1 };
  return {
    path: resolved.basePath,
    query: searchQueryString(state),
    preset: resolved.preset,
    name: searchName(resolved.heading, state),
  };
}
