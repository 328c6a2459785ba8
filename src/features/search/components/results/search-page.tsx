import 'server-only';
import type { ReactNode } from 'react';
import { cardSettings } from '@/search/card-settings';
import { HITS_PER_PAGE } from '@/search/results-rules';
import type { Refinements } from '@/search/schema';
import { sliderBounds } from '@/search/slider-rules';
import { searchBase, searchStock } from '@/search/stock-search';
import { parseSearchState, toSearchRequest } from '@/search/url-state';
import type { Site } from '@/tenancy/get-site';
import { activePromos } from '@/tenancy/promos';
import { SearchClient } from './search-client';

type Props = {
  site: Site;
  basePath: string;
  heading: string;
  preset: Refinements;
  searchParams: Record<string, string | string[] | undefined>;
  variant: 'cars' | 'offers';
  /** 'h2' where the page already has its own h1 (e.g. a brand page above its stock). */
  headingLevel?: 'h1' | 'h2';
  /** What the page adds beside the results' count (e.g. 'Save this search'), composed by the route. */
  actions?: ReactNode;
};

export function toUrlSearchParams(searchParams: Props['searchParams']): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}

/** A results page: the first page rendered on the server from the URL, refined in the browser after. */
export async function SearchPage({
  site,
  basePath,
  heading,
  preset,
  searchParams,
  variant,
  headingLevel = 'h1',
  actions,
}: Props) {
  const Heading = headingLevel;
  const now = new Date();
  const state = parseSearchState(toUrlSearchParams(searchParams));
  const [result, base, promos] = await Promise.all([
    searchStock(site, toSearchRequest(state, preset, HITS_PER_PAGE), now),
    searchBase(site, preset, now),
    activePromos(site.id, 'card', now),
  ]);
  const { config } = site;
  return (
    <>
      <div className="border-b border-black/10 bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <Heading className="text-3xl font-extrabold tracking-tight">{heading}</Heading>
        </div>
      </div>
      <SearchClient
        siteSlug={site.slug}
        basePath={basePath}
        preset={preset}
        remembersFilter={Object.keys(preset).length === 0}
        initialState={state}
        initialResult={result}
        bounds={{
          price: sliderBounds(base.stats.price, 'price'),
          km: sliderBounds(base.stats.km, 'km'),
          year: sliderBounds(base.stats.year, 'year'),
        }}
        popularMakesCount={config.popularMakes.length}
        customBodies={config.customBodies}
        stockCount={base.stockCount}
        settings={cardSettings(config)}
        promos={promos.map((p) => ({ id: p.id, title: p.title, description: p.description, url: p.url }))}
        promoPlacement={config.promoPlacement}
        emptyVariant={variant}
        refreshPath={config.emptyResultsRefreshPath}
        placeholder={config.copy.searchPlaceholder}
        now={now.getTime()}
        hitsPerPage={HITS_PER_PAGE}
        actions={actions}
      />
    </>
  );
}
