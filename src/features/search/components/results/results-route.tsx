import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { type ResultsPrefix, resolveResultsPath } from '@/search/results-path';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';
import type { CardActions } from '../card-actions';
import { SearchPage } from './search-page';

export type ResultsRouteProps = {
  params: Promise<{ site: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type Prefix = ResultsPrefix;

async function resolve(prefix: Prefix, props: ResultsRouteProps) {
  const { site: slug, segments = [] } = await props.params;
  const site = await getSite(slug);
  const resolved = site && (await resolveResultsPath(site, prefix, segments));
  return site && resolved ? { site, ...resolved } : null;
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

export async function ResultsPage({
  prefix,
  actions,
  cardActions,
  ...props
}: ResultsRouteProps & { prefix: Prefix; actions?: ReactNode; cardActions?: CardActions }) {
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
      actions={actions}
      cardActions={cardActions}
    />
  );
}
