import { onTagsInvalidated } from './cache-tags';

type Entry<T> = { at: number; tags: readonly string[]; value: Promise<T> };

type Options = { maxAgeMs: number; maxEntries: number; now?: () => number };

/**
 * A per-process cache of reads, each kept under its tags until one of them is invalidated (cache-tags.ts),
 * with `maxAgeMs` only as a backstop for what no change feed reports, and the oldest entries dropped past
 * `maxEntries`. Concurrent readers of one key share one load; an invalidation also drops a load still
 * under way, so a read racing a change is not kept. Values are shared between requests: never mutate them.
 */
export function createTaggedMemo<T>({ maxAgeMs, maxEntries, now = () => Date.now() }: Options) {
  const entries = new Map<string, Entry<T>>();

  const invalidate = (tags: readonly string[]) => {
    for (const [key, entry] of entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
    }
  };
  onTagsInvalidated(invalidate);

  return {
    get(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < maxAgeMs) return hit.value;
      const entry = { at: now(), tags, value: load() };
      entries.delete(key);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      // A failed read is not remembered: the next reader tries again.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    invalidate,
    get size(): number {
      return entries.size;
    },
    clear(): void {
      entries.clear();
    },
  };
}
