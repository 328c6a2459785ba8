import 'server-only';
import type { Site } from '@/tenancy/get-site';
import type { Refinements } from './schema';
import { resolveSearchPath } from './search-path';
import { searchPathContext } from './stock-search';

export type ResultsPrefix = '/search' | '/used-car';
export type ResolvedResults = { preset: Refinements; heading: string; basePath: string };

/**
 * What a results path selects on this site, or null for a 404: /search/... everywhere, and /used-car/...
 * on used-car sites (their stock links and breadcrumbs live there), which adds the used condition to
 * whatever the path names. The results page and a saved search read a path the same way, here.
 */
export async function resolveResultsPath(
  site: Site,
  prefix: ResultsPrefix,
  segments: string[],
): Promise<ResolvedResults | null> {
  if (prefix === '/used-car' && !site.config.features.usedCarRoutes) return null;
  const path = resolveSearchPath(segments, await searchPathContext(site));
  if (!path) return null;
  const preset = prefix === '/used-car' ? { ...path.preset, car_type: ['used' as const] } : path.preset;
  const heading = prefix === '/used-car' && segments.length === 0 ? 'Used Cars' : path.heading;
  return { preset, heading, basePath: [prefix, ...segments].join('/') };
}
