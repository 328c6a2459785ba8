import { eq, gt, max, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, stockChanges } from '../db/schema';
import { yieldToEventLoop } from '../lib/batches';
import { type CardHit, readAllCars, readCars, toCardHit, toSearchDoc } from './documents';
import { createSearchEngine } from './engine';
import type { SearchDoc, SearchEngine } from './engine/types';

// Each app process holds its own index, derived from PostgreSQL. Stock writes log the changed car ids in
// `stock_changes` and bump `app_meta.stock_version` (db/stock-version.ts); before answering, a process
// checks the version at most once per CHECK_INTERVAL_MS and patches just the changed cars, so a change is
// searchable in every process within about a second. Listeners learn which cars changed (cache-follower.ts
// drops the pages that showed them); a follower keeps the checks going when no one searches, and on
// PostgreSQL asks for one at once when the database notifies a change (`catchUp`, decision 035).

const CHECK_INTERVAL_MS = 500;
// Change ids are allocated before commit, so a slower transaction can commit a lower id after a higher one
// was seen; re-reading a small window below the mark catches those late arrivals.
const LATE_WINDOW = 500;
/** Cars read and indexed at a time when patching. */
const PATCH_PAGE = 1000;

/** A car as the index knew it before a change and as it is after (undefined where it was or is absent). */
export type CarChange = { before?: CardHit; after?: CardHit };
/** `all` when the index was rebuilt under a running process: anything may have changed. */
export type StockChange = { cars: CarChange[] } | { all: true };

export class IndexStore {
  engine: SearchEngine = createSearchEngine();
  cards = new Map<number, CardHit>();
  /** Location slug → name, for naming /search/{location slug} pages. */
  locationNames = new Map<string, string>();
  private version = -1;
  private mark = 0;
  private processed = new Set<number>();
  private checkedAt = 0;
  /** A notification said the stock changed since the last check: the next `current()` looks at once. */
  private stale = false;
  private pending: Promise<void> | null = null;
  private listeners = new Set<(change: StockChange) => void>();

  constructor(private readonly db: Db) {}

  /** The stock version the index reflects (app_meta.stock_version when it last caught up); -1 before. */
  get stockVersion(): number {
    return this.version;
  }

  /** Calls `listener` after each change the index takes in (not its first load). */
  onChange(listener: (change: StockChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(change: StockChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Brings the index up to date if the stock may have changed; concurrent callers share one refresh. */
  async current(now = Date.now()): Promise<this> {
    if (this.version >= 0 && !this.stale && now - this.checkedAt < CHECK_INTERVAL_MS) return this;
    this.pending ??= this.refresh(now).finally(() => {
      this.pending = null;
    });
    await this.pending;
    return this;
  }

  /**
   * Brings the index up to date now, however recently it checked: the stock changed (a notification said
   * so). A refresh already under way may have read the version before the change, so another follows it.
   */
  async catchUp(): Promise<void> {
    this.stale = true;
    while (this.stale) await this.current();
  }

  private async refresh(now: number): Promise<void> {
    this.stale = false;
    const version = await this.readVersion();
    this.checkedAt = now;
    if (version === this.version) return;
    const [log] = await this.db
      .select({ latest: max(stockChanges.id), oldest: min(stockChanges.id) })
      .from(stockChanges);
    const latest = log?.latest ?? 0;
    const oldest = log?.oldest ?? 0;
    // Start over on a first load; when the data was rebuilt underneath us (a reseed restarts the
    // counters); or when changes this process has not seen were pruned from the log (it fell behind).
    if (this.version < 0 || version < this.version || latest < this.mark || oldest > this.mark + 1) {
      const firstLoad = this.version < 0;
      await this.rebuild(version, latest);
      if (!firstLoad) this.notify({ all: true });
      return;
    }
    const changes = await this.db
      .select({ id: stockChanges.id, carId: stockChanges.carId })
      .from(stockChanges)
      .where(gt(stockChanges.id, Math.max(0, this.mark - LATE_WINDOW)))
      .orderBy(stockChanges.id);
    const fresh = changes.filter((c) => !this.processed.has(c.id));
    // The version moved with no change logged: the stock was written wholesale (a seed into a database this
    // process was already reading), so there is nothing to patch from. Start over.
    if (fresh.length === 0) {
      await this.rebuild(version, latest);
      this.notify({ all: true });
      return;
    }
    const changed = await this.patch([...new Set(fresh.map((c) => c.carId))]);
    for (const change of fresh) this.processed.add(change.id);
    this.mark = fresh.reduce((max, c) => Math.max(max, c.id), this.mark);
    for (const id of this.processed) if (id <= this.mark - LATE_WINDOW) this.processed.delete(id);
    this.version = version;
    this.notify({ cars: changed });
  }

  private async readVersion(): Promise<number> {
    const [row] = await this.db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, 'stock_version'));
    return row?.value ?? 0;
  }

  private async rebuild(version: number, mark: number): Promise<void> {
    const docs: SearchDoc[] = [];
    const cards = new Map<number, CardHit>();
    const locationNames = new Map<string, string>();
    for await (const page of readAllCars(this.db)) {
      for (const row of page) {
        docs.push(toSearchDoc(row));
        cards.set(row.id, toCardHit(row));
        if (row.locationSlug && row.locationName) locationNames.set(row.locationSlug, row.locationName);
      }
    }
    // One full load, not an upsert per page: the load lays slots out by dealership (cars arrive in id order,
    // dealers interleaved), so a site's cars are adjacent, which its queries are built around (engine.ts).
    this.engine = createSearchEngine(docs);
    this.cards = cards;
    this.locationNames = locationNames;
    this.version = version;
    this.mark = mark;
    this.processed.clear();
  }

  /** In pages, each after a turn of the event loop: one stock feed can change 20,000 cars. */
  private async patch(carIds: number[]): Promise<CarChange[]> {
    const changed: CarChange[] = [];
    for (let i = 0; i < carIds.length; i += PATCH_PAGE) {
      if (i > 0) await yieldToEventLoop();
      changed.push(...(await this.patchPage(carIds.slice(i, i + PATCH_PAGE))));
    }
    return changed;
  }

  private async patchPage(carIds: number[]): Promise<CarChange[]> {
    const before = carIds.map((id) => this.cards.get(id));
    const rows = await readCars(this.db, carIds);
    this.engine.upsert(rows.map(toSearchDoc));
    for (const row of rows) {
      this.cards.set(row.id, toCardHit(row));
      if (row.locationSlug && row.locationName) this.locationNames.set(row.locationSlug, row.locationName);
    }
    const found = new Set(rows.map((row) => row.id));
    const gone = carIds.filter((id) => !found.has(id));
    this.engine.remove(gone);
    for (const id of gone) this.cards.delete(id);
    return carIds.map((id, i) => ({ before: before[i], after: this.cards.get(id) }));
  }
}
