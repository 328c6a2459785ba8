import { linkedQueryParams, nextVisitedPages, storageKeys } from '@/enquiries/visit-rules';

// The browser's storage, and the visit every page notes in it, apart from lead-storage.ts: the site layout
// records each visit on every page, and the lead forms' rules must not load there. lead-storage.ts
// re-exports what its callers use. Every read survives junk and every write survives a full or disabled
// storage (Safari's private mode throws on setItem).

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where the browser refuses it (blocked cookies, sandboxed frames). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the lead itself does not depend on it.
  }
}

/** The landing URL's marketing parameters sit beside the visited pages, under the site's own key. */
export function linkedParamsKey(siteSlug: string): string {
  return storageKeys(siteSlug).linkedQueryParams;
}

/**
 * Notes a page view: the path joins the visited pages (nextVisitedPages: no repeat of the last, the
 * latest 20), and a URL carrying marketing parameters (?utm_source=…) replaces the kept ones, so a lead
 * is credited to the campaign that brought the shopper most recently.
 */
export function recordVisit(storage: KeyValueStorage | null, siteSlug: string, path: string, search: string) {
  const key = storageKeys(siteSlug).visitedPages;
  const stored = readJson(storage, key);
  const pages = Array.isArray(stored) ? stored.filter((p): p is string => typeof p === 'string') : [];
  writeJson(storage, key, nextVisitedPages(pages, path));
  const params = linkedQueryParams(search);
  if (Object.keys(params).length > 0) writeJson(storage, linkedParamsKey(siteSlug), params);
}
