'use client';
import {
  type ComponentProps,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { okBody, postJson } from '@/lib/api-client';
import { writeHistoryUrl } from '@/lib/browser-history';
import type { CardSettings } from '@/search/card-settings';
import { formatHitCount } from '@/search/facet-rules';
import {
  createLruCache,
  type PromoPlacement,
  pageBeyondLast,
  parseSearchHistory,
  promoSlots,
  pushSearchHistory,
  seededRandom,
} from '@/search/results-rules';
import type { Refinements } from '@/search/schema';
import type { SearchResponse } from '@/search/search-types';
import {
  EMPTY_STATE,
  hasFilters,
  parseSearchState,
  type SearchState,
  searchQueryString,
  toSearchRequest,
} from '@/search/url-state';
import { SlidersHorizontalIcon } from '@/ui/icons/sliders-horizontal';
import { XIcon } from '@/ui/icons/x';
import type { CardActions } from '../card-actions';
import { BeyondLastPage as ServerBeyondLastPage, EmptyState as ServerEmptyState } from './empty-state';
import type { FilterDrawer as FilterDrawerComponent } from './filter-drawer';
import { type FilterContext, Filters } from './filters';
import { Pagination } from './pagination';
import { type PromoCardData, ResultsGrid } from './results-grid';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

// A search that finds nothing, or a page past the last, is the rare case: the server renders it at once,
// the browser loads its code when it is shown (the browser's bundle, where this condition is false at
// build time, keeps only the lazy() imports).
const EmptyState =
  typeof window === 'undefined'
    ? ServerEmptyState
    : lazy(() => import('./empty-state').then((m) => ({ default: m.EmptyState })));
const BeyondLastPage =
  typeof window === 'undefined'
    ? ServerBeyondLastPage
    : lazy(() => import('./empty-state').then((m) => ({ default: m.BeyondLastPage })));

// A lazy part keeps its server HTML until its code arrives only while its boundary gets no update: were
// the page's first effects to re-render it, React would swap the HTML for the empty fallback, and a click
// there in the meantime would be lost. Memoised with steady props, the boundary sits those re-renders out.
const LazyEmptyState = memo(function LazyEmptyState(props: ComponentProps<typeof ServerEmptyState>) {
  return (
    <Suspense fallback={null}>
      <EmptyState {...props} />
    </Suspense>
  );
});
const LazyBeyondLastPage = memo(function LazyBeyondLastPage(
  props: ComponentProps<typeof ServerBeyondLastPage>,
) {
  return (
    <Suspense fallback={null}>
      <BeyondLastPage {...props} />
    </Suspense>
  );
});

export type SearchClientProps = {
  siteSlug: string;
  basePath: string; // e.g. /search/toyota
  preset: Refinements; // what the path itself selects
  /** Only the plain results page remembers the shopper's filter and reopens with it. */
  remembersFilter: boolean;
  initialState: SearchState;
  initialResult: SearchResponse;
  bounds: FilterContext['bounds'];
  popularMakesCount: number;
  customBodies: boolean;
  stockCount: number;
  settings: CardSettings;
  promos: PromoCardData[];
  promoPlacement: PromoPlacement;
  emptyVariant: 'offers' | 'cars';
  refreshPath: string;
  placeholder: string;
  now: number;
  hitsPerPage: number;
  /** Beside the count: the route's own controls (a saved search reads the URL this page keeps current). */
  actions?: ReactNode;
  /** The route's Save, Favourite and Compare controls for each card. */
  cardActions?: CardActions;
};

type Status = 'loading' | 'hasData' | 'hasError';

const storageKey = (site: string, what: 'filter' | 'history') => `${site}:search-${what}`;

function readStorage<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeStorage(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: remembering is a convenience, never a failure.
  }
}

/** The results page once it is in the browser: refines through POST /api/search, state in the URL. */
export function SearchClient(props: SearchClientProps) {
  const { preset, hitsPerPage, siteSlug, basePath } = props;
  const [state, setState] = useState(props.initialState);
  const [result, setResult] = useState(props.initialResult);
  const [status, setStatus] = useState<Status>('hasData');
  const [draft, setDraft] = useState<SearchState | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(
    () => setRecent(parseSearchHistory(readStorage(storageKey(siteSlug, 'history'), []))),
    [siteSlug],
  );
  const [draftResult, setDraftResult] = useState<SearchResponse | null>(null);
  const cache = useRef(createLruCache<string, SearchResponse>());
  const inflight = useRef<AbortController | null>(null);

  const load = useCallback(
    async (next: SearchState): Promise<SearchResponse | null> => {
      const request = toSearchRequest(next, preset, hitsPerPage);
      const key = JSON.stringify(request);
      const hit = cache.current.get(key);
      if (hit) return hit;
      const data = okBody(await postJson<SearchResponse>('/api/search', request));
      if (data) cache.current.set(key, data);
      return data;
    },
    [preset, hitsPerPage],
  );

  const show = useCallback(
    async (next: SearchState) => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setStatus('loading');
      try {
        const data = await load(next);
        if (controller.signal.aborted || !data) return;
        setResult(data);
        setStatus('hasData');
        // Only a filter that found cars is worth reopening; a dead end is forgotten.
        if (props.remembersFilter) writeStorage(storageKey(siteSlug, 'filter'), data.count > 0 ? next : null);
      } catch (error) {
        // The last good results stay on screen; the failure is only logged.
        if (!controller.signal.aborted) {
          console.warn(error);
          setStatus('hasError');
        }
      }
    },
    [load, props.remembersFilter, siteSlug],
  );

  const apply = useCallback(
    (next: SearchState, mode: 'push' | 'replace' = 'push') => {
      setState(next);
      const query = searchQueryString(next);
      const url = query ? `${basePath}?${query}` : basePath;
      writeHistoryUrl(url, mode);
      if (next.query.trim()) {
        const history = pushSearchHistory(
          parseSearchHistory(readStorage(storageKey(siteSlug, 'history'), [])),
          next.query,
        );
        writeStorage(storageKey(siteSlug, 'history'), history);
        setRecent(history);
      }
      void show(next);
    },
    [basePath, show, siteSlug],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the server-rendered first page
  useEffect(() => {
    cache.current.set(
      JSON.stringify(toSearchRequest(props.initialState, preset, hitsPerPage)),
      props.initialResult,
    );
    void track(ANALYTICS_EVENTS.searchView);
    const fromUrl = () => parseSearchState(new URLSearchParams(window.location.search));
    // Back or Forward from a car can bring the page back as it was first rendered (/used-car) under the
    // address the shopper's refinements left (/used-car?make=Toyota): the address is what they chose.
    const opened = fromUrl();
    if (searchQueryString(opened) !== searchQueryString(props.initialState)) {
      setState(opened);
      void show(opened);
    }
    // A bare page opens with the shopper's last filter, if it had any; otherwise the defaults apply.
    if (props.remembersFilter && !hasFilters(opened)) {
      const saved = readStorage<SearchState | null>(storageKey(siteSlug, 'filter'), null);
      if (saved && hasFilters(saved)) apply({ ...saved, page: 1 }, 'replace');
    }
    const onPop = () => {
      const next = fromUrl();
      setState(next);
      void show(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The phone filter panel edits a draft and prefetches its results, so 'Show Me {count}' is instant.
  const editDraft = async (next: SearchState) => {
    setDraft(next);
    try {
      setDraftResult(await load(next));
    } catch {
      setDraftResult(null);
    }
  };
  // The drawer's code arrives on the first press, which waits for it.
  const [FilterDrawer, setFilterDrawer] = useState<typeof FilterDrawerComponent | null>(null);
  const openPanel = async () => {
    const [from, fromResult] = [state, result];
    const drawer = FilterDrawer ?? (await import('./filter-drawer')).FilterDrawer;
    setFilterDrawer(() => drawer);
    setDraft(from);
    setDraftResult(fromResult);
  };

  const context: FilterContext = {
    facets: result.facets,
    bounds: props.bounds,
    popularMakesCount: props.popularMakesCount,
    customBodies: props.customBodies,
  };
  const slots = promoSlots(props.promoPlacement, result.hits.length, seededRandom(state.page));
  const countText = formatHitCount(result.count, props.stockCount);
  // A site with nothing in stock has nothing to refine: no filters, only the empty state.
  const refinable = props.stockCount > 0;
  const filtered = hasFilters(state);
  const clearAll = useCallback(() => apply({ ...EMPTY_STATE, sortBy: state.sortBy }), [apply, state.sortBy]);
  const lastPage = pageBeyondLast(state.page, result.pages);
  const pageHref = (page: number) => {
    const query = searchQueryString({ ...state, page });
    return query ? `${basePath}?${query}` : basePath;
  };

  return (
    <div className={`mx-auto grid max-w-7xl gap-8 px-4 py-6 ${refinable ? 'lg:grid-cols-[280px_1fr]' : ''}`}>
      {refinable && (
        <aside aria-label="Filters" className="hidden lg:block">
          <Filters state={state} preset={preset} onChange={(next) => apply(next)} {...context} />
        </aside>
      )}
      <div>
        <div className="flex flex-col gap-3">
          <SearchBox
            value={state.query}
            placeholder={props.placeholder}
            onChange={(query) => apply({ ...state, query, page: 1 })}
            recent={recent}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <p role="status" className="whitespace-nowrap text-sm font-semibold">
                {countText} {result.count === 1 ? 'vehicle' : 'vehicles'}
              </p>
              {filtered && (
                <button
                  type="button"
                  onClick={clearAll}
                  className="inline-flex items-center gap-1 whitespace-nowrap rounded-site border border-black/20 px-3 py-1.5 text-sm font-semibold hover:bg-surface"
                >
                  <XIcon aria-hidden="true" className="size-4" /> Clear all
                </button>
              )}
              {props.actions}
            </div>
            <div className="flex items-center gap-2">
              {refinable && (
                <button
                  type="button"
                  onClick={openPanel}
                  className="inline-flex items-center gap-2 rounded-site border border-black/20 px-3 py-2 text-sm font-semibold lg:hidden"
                >
                  <SlidersHorizontalIcon aria-hidden="true" className="size-4" /> Filters
                </button>
              )}
              <SortSelect value={state.sortBy} onChange={(sortBy) => apply({ ...state, sortBy, page: 1 })} />
            </div>
          </div>
        </div>
        <div
          aria-busy={status === 'loading'}
          className={`mt-5 transition-opacity ${status === 'loading' ? 'opacity-60' : ''}`}
        >
          <h2 className="sr-only">Results</h2>
          {result.count === 0 ? (
            <LazyEmptyState
              variant={props.emptyVariant}
              refreshPath={props.refreshPath}
              clearHref={basePath}
              onClear={filtered ? clearAll : undefined}
            />
          ) : lastPage !== null ? (
            <LazyBeyondLastPage page={state.page} lastPage={lastPage} href={pageHref(lastPage)} />
          ) : (
            <ResultsGrid
              cardActions={props.cardActions}
              hits={result.hits}
              promos={props.promos}
              slots={slots}
              settings={props.settings}
              now={props.now}
            />
          )}
        </div>
        <Pagination
          page={state.page}
          pages={result.pages}
          hrefFor={pageHref}
          onPage={(page) => {
            apply({ ...state, page });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
      {FilterDrawer && (
        <FilterDrawer
          draft={draft}
          preset={preset}
          count={(draftResult ?? result).count}
          onChange={(next) => void editDraft(next)}
          onShow={apply}
          onClose={() => setDraft(null)}
          {...context}
          facets={(draftResult ?? result).facets}
        />
      )}
    </div>
  );
}
