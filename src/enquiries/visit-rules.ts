// The storage keys and the visited pages, apart from rules.ts: every page notes its visit in the browser
// (components/visited-pages.tsx, in the site layout), and rules.ts would bring the form rules and the
// postcode list to every page. rules.ts re-exports them.

/** Keys of the browser's stored lead data, named by the dealer site (AF §3: keyed by dealership slug). */
export function storageKeys(siteSlug: string) {
  return {
    userDetails: `${siteSlug}:user_details`,
    enquiryCar: `${siteSlug}:enquiry_car`,
    successCategory: `${siteSlug}:success_category`,
    visitedPages: `${siteSlug}:visited_pages`,
    linkedQueryParams: `${siteSlug}:linked_query_params`,
  };
}

// ── Lead attributes (AF §3) ─────────────────────────────────────────────────────────────────────

/** At most this many visited pages travel with a lead, the latest kept. */
export const VISITED_PAGES_MAX = 20;
/** Marketing parameters worth carrying from the landing URL into the lead (linked_query_params). */
export const LINKED_QUERY_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
];

/** The visited pages after visiting `path`: appended unless it repeats the last one, the latest 20 kept. */
export function nextVisitedPages(pages: readonly string[], path: string): string[] {
  const next = pages[pages.length - 1] === path ? [...pages] : [...pages, path];
  return next.slice(-VISITED_PAGES_MAX);
}

/** The marketing parameters of a query string: '?utm_source=fb&x=1' → { utm_source: 'fb' }. */
export function linkedQueryParams(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    LINKED_QUERY_PARAMS.filter((k) => params.get(k)).map((k) => [k, params.get(k) as string]),
  );
}
