import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { sitePageMetadata } from '@/features/site-shell';
import { getSite } from '@/tenancy/get-site';
import { resolveSearchPath } from '../../search-path';
import { searchPathContext } from '../../stock-search';
import { SearchPage } from './search-page';

export type ResultsRouteProps = {
  params: Promise<{ site: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type Prefix = '/search' | '/used-car';

/**
 * The results routes: /search/... everywhere, and /used-car/... on used-car sites (their stock links and
 * breadcrumbs live there), which adds the used condition to whatever the path names.
 */
async function resolve(prefix: Prefix, props: ResultsRouteProps) {
  const { site: slug, segments = [] } = await props.params;
  const site = await getSite(slug);
  if (!site || (prefix === '/used-car' && !site.config.features.usedCarRoutes)) return null;
  const path = resolveSearchPath(segments, await searchPathContext(site));
  if (!path) return null;
  const preset = prefix === '/used-car' ? { ...path.preset, car_type: ['used' as const] } : path.preset;
  const heading = prefix === '/used-car' && segments.length === 0 ? 'Used Cars' : path.heading;
  return { site, preset, heading, basePath: [prefix, ...segments].join('/') };
}

export async function resultsMetadata(prefix: Prefix, props: ResultsRouteProps): Promise<Metadata> {
  const resolved = await resolve(prefix, props);
  if (!resolved) return {};
  const page = Number((await props.searchParams).page) || 1;
  return sitePageMetadata(resolved.site.config, {
    title: resolved.heading,
    path: page > 1 ? `${resolved.basePath}?page=${page}` : resolved.basePath,
  });
}

export async function ResultsPage({ prefix, ...props }: ResultsRouteProps & { prefix: Prefix }) {
  const resolved = await resolve(prefix, props);
  if (!resolved) notFound();
  return (
    <SearchPage
      site={resolved.site}
      basePath={resolved.basePath}
      heading={resolved.heading}
      preset={resolved.preset}
      searchParams={await props.searchParams}
      variant="cars"
    />
  );
}
