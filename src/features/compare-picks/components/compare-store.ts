'use client';
import { useSyncExternalStore } from 'react';
import { COMPARE_MAX, compareStorageKey, togglePick } from '../rules';

// The cars picked for comparing, kept in the browser per site and shared by every toggle and the bar on
// the page (and other tabs), through one small store over localStorage.

const CHANGED = 'compare-picks-changed';
const EMPTY: string[] = [];
const cache = new Map<string, { raw: string | null; picks: string[] }>();

function read(site: string): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(compareStorageKey(site));
  } catch {
    return EMPTY;
  }
  const kept = cache.get(site);
  if (kept && kept.raw === raw) return kept.picks;
  let picks: string[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed))
      picks = parsed.filter((v): v is string => typeof v === 'string').slice(0, COMPARE_MAX);
  } catch {
    picks = EMPTY;
  }
  cache.set(site, { raw, picks });
  return picks;
}

function write(site: string, picks: string[]): void {
  try {
    window.localStorage.setItem(compareStorageKey(site), JSON.stringify(picks));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The picked slugs for this site, with toggle and clear. */
export function useComparePicks(site: string) {
  const picks = useSyncExternalStore(
    subscribe,
    () => read(site),
    () => EMPTY,
  );
  return {
    picks,
    toggle: (slug: string) => write(site, togglePick(read(site), slug)),
    clear: () => write(site, []),
  };
}
