// Long loops over visitor- or feed-sized lists run in batches that give the event loop a turn in between,
// so one big request never stalls every other request the process serves.

export const BATCH_SIZE = 500;

/** Resolves after pending I/O callbacks and timers have had their turn. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** `items.map(fn)`, yielding to the event loop after every `batchSize` items. */
export async function mapInBatches<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => R,
  batchSize = BATCH_SIZE,
): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    if (start > 0) await yieldToEventLoop();
    const end = Math.min(items.length, start + batchSize);
    for (let i = start; i < end; i++) out.push(fn(items[i], i));
  }
  return out;
}
