import { type Bitset, clearBit, setBit, wordsFor } from './bitset';
import { ListColumn, NumberColumn } from './columns';
import { DocEncoder } from './doc-encoder';
import { SINGLE_FIELDS } from './doc-fields';
import { FacetTable } from './facet-table';
import { PRICE_RANGES, WEEKLY_PRICE_RANGES } from './price-ranges';
import { RadixSorter } from './radix-order';
import {
  type Compare,
  comparator,
  descending,
  liveSlots,
  ORDER_KEYS,
  type OrderKey,
  type SortColumns,
  SortOrder,
  sortedBy,
  zerosLast,
} from './sort';
import { TextIndex } from './text-index';
import { LIST_FIELDS, type ListField, type RangeField, type SearchDoc } from './types';

// Where documents live: one slot per document version. A patch never rewrites a slot; it kills the old one
// (clears its `alive` bit) and appends a new one, so every structure here is append-only and a patch costs
// about what adding a car costs. Dead slots stay in the value sets, postings and permutations (every query
// ANDs `alive`) until the engine compacts.

const MIN_CAPACITY = 1024;

/** Fields whose facet keys have a natural order rather than alphabetical (spec: price ranges numerically). */
const SEEDED_KEYS: Partial<Record<ListField, readonly string[]>> = {
  price_range: PRICE_RANGES.map((r) => r.label),
  weekly_price_range: WEEKLY_PRICE_RANGES.map((r) => r.label),
  car_type: ['new', 'demo', 'used'],
  status: ['in_stock', 'coming_soon', 'sold'],
  item_type: ['car', 'motorcycle', 'truck', 'caravan'],
};

export class Store {
  capacity = 0;
  slotCount = 0;
  dead = 0;
  readonly docs: (SearchDoc | null)[] = [];
  readonly slotOf = new Map<number, number>();
  alive: Bitset = new Uint32Array(0);
  shown: Bitset = new Uint32Array(0); // showOnDealerWebsite
  certified: Bitset = new Uint32Array(0);
  readonly lists = Object.fromEntries(
    LIST_FIELDS.map((f) => [
      f,
      new ListColumn(f === 'categories' || f === 'filtered_features', SEEDED_KEYS[f]),
    ]),
  ) as Record<ListField, ListColumn>;
  readonly dealership = new ListColumn(); // key: String(dealershipId)
  readonly rawStatus = new ListColumn(); // exact status values, for a list value other than the three buckets
  readonly id = new NumberColumn();
  readonly price = new NumberColumn();
  readonly km = new NumberColumn();
  readonly year = new NumberColumn();
  readonly weeklyPrice = new NumberColumn();
  readonly subscriptionPrice = new NumberColumn();
  readonly createdAt = new NumberColumn();
  readonly soldAt = new NumberColumn();
  readonly hidden = new NumberColumn(); // hiddenFromStock
  readonly text = new TextIndex();
  readonly facetTable = new FacetTable(SINGLE_FIELDS.length);
  readonly orders = Object.fromEntries(ORDER_KEYS.map((k) => [k, new SortOrder()])) as Record<
    OrderKey,
    SortOrder
  >;
  private readonly allOrders = Object.values(this.orders);
  /** The single-valued fields' columns, in SINGLE_FIELDS order (the encoder's and the FacetTable's). */
  private readonly singles = SINGLE_FIELDS.map((f) => this.lists[f]);
  private readonly encoder = new DocEncoder(this.lists, this.dealership, this.rawStatus, this.text);

  private scratchBits: Bitset = new Uint32Array(0);
  /** Whether the full load is over (`prepare`): patches go straight into the value sets. */
  private prepared = false;

  /** A zeroed bitset of `words` words, shared: valid until the next call (for a union used at once). */
  scratch(): Bitset {
    if (this.scratchBits.length !== this.words) this.scratchBits = new Uint32Array(this.words);
    else this.scratchBits.fill(0);
    return this.scratchBits;
  }

  /** Words covering the used slots: the size of every query-time bitset. */
  get words(): number {
    return wordsFor(this.slotCount);
  }

  private numberColumns(): NumberColumn[] {
    return [
      this.id,
      this.price,
      this.km,
      this.year,
      this.weeklyPrice,
      this.subscriptionPrice,
      this.createdAt,
      this.soldAt,
      this.hidden,
    ];
  }

  /**
   * Room for `slots` slots. Grows by half, not double: the first patch after a 100k load would otherwise
   * add ~10 MB of empty columns, and compaction keeps dead slots under a quarter anyway.
   */
  reserve(slots: number): void {
    if (slots <= this.capacity) return;
    const capacity = Math.max(slots, Math.ceil(this.capacity * 1.5), MIN_CAPACITY);
    const words = wordsFor(capacity);
    const grow = (bits: Bitset) => {
      const grown = new Uint32Array(words);
      grown.set(bits);
      return grown;
    };
    this.alive = grow(this.alive);
    this.shown = grow(this.shown);
    this.certified = grow(this.certified);
    for (const column of this.numberColumns()) column.grow(capacity);
    for (const column of Object.values(this.lists)) column.grow(capacity);
    this.facetTable.grow(capacity);
    this.dealership.grow(capacity);
    this.rawStatus.grow(capacity);
    this.capacity = capacity;
  }

  /** Adds or replaces a document (an existing id's slot dies). */
  put(doc: SearchDoc): void {
    const old = this.slotOf.get(doc.id);
    if (old !== undefined) this.kill(old);
    this.reserve(this.slotCount + 1);
    const slot = this.slotCount;
    this.slotCount += 1;
    this.docs[slot] = doc;
    this.slotOf.set(doc.id, slot);
    setBit(this.alive, slot);
    if (doc.showOnDealerWebsite) setBit(this.shown, slot);
    if (doc.certified) setBit(this.certified, slot);
    const capacity = this.capacity;
    const encoder = this.encoder;
    encoder.encode(doc);
    const codes = encoder.codes;
    const singles = this.singles;
    // During a full load the FacetTable alone keeps these codes; `prepare` builds the value sets from it.
    for (let field = 0; field < codes.length; field += 1) {
      if (this.prepared) singles[field].addCode(slot, codes[field], capacity);
      this.facetTable.set(slot, field, codes[field]);
    }
    this.lists.categories.addAll(slot, doc.categories, capacity);
    this.lists.filtered_features.addAll(slot, doc.features, capacity);
    this.dealership.addCode(slot, encoder.dealership, capacity);
    this.rawStatus.addCode(slot, encoder.rawStatus, capacity);
    this.id.set(slot, doc.id);
    this.price.set(slot, doc.price);
    this.km.set(slot, doc.km);
    this.year.set(slot, doc.year);
    this.weeklyPrice.set(slot, doc.weeklyPrice);
    this.subscriptionPrice.set(slot, doc.subscriptionPrice);
    this.createdAt.set(slot, doc.createdAt);
    this.soldAt.set(slot, doc.soldAt);
    this.hidden.set(slot, doc.hiddenFromStock);
    for (const words of encoder.words) this.text.addShared(slot, words);
    this.text.addOwn(slot, doc.stocknum);
    for (const order of this.allOrders) order.added(slot);
  }

  /** Removes a document by id; false when unknown. */
  delete(id: number): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    this.kill(slot);
    return true;
  }

  private kill(slot: number): void {
    const doc = this.docs[slot] as SearchDoc;
    this.slotOf.delete(doc.id);
    this.docs[slot] = null;
    clearBit(this.alive, slot);
    this.dead += 1;
  }

  rangeValues(field: RangeField): Float64Array {
    switch (field) {
      case 'price':
        return this.price.values;
      case 'km':
        return this.km.values;
      case 'year':
        return this.year.values;
      case 'weekly_price':
        return this.weeklyPrice.values;
      case 'subscription_price':
        return this.subscriptionPrice.values;
      case 'created_at_timestamp':
        return this.createdAt.values;
    }
  }

  private sortColumns(): SortColumns {
    return {
      id: this.id.values,
      price: this.price.values,
      year: this.year.values,
      km: this.km.values,
      createdAt: this.createdAt.values,
    };
  }

  /** Reads the current column arrays: build a new one after any patch (growth reallocates them). */
  compare(key: OrderKey): Compare {
    return comparator(key, this.sortColumns());
  }

  order(key: OrderKey): Int32Array {
    return this.orders[key].ensure(this.alive, this.slotCount, this.compare(key));
  }

  /**
   * After a full load: builds the value sets and postings from what the load logged, and what queries would
   * otherwise build on first use (the sorted token list, every sort order).
   */
  prepare(): void {
    for (const [field, column] of this.singles.entries())
      column.pack(this.facetTable.codesOf(field, this.slotCount));
    this.lists.categories.pack();
    this.lists.filtered_features.pack();
    this.dealership.pack();
    this.rawStatus.pack();
    this.text.pack();
    this.prepared = true;
    this.text.prepare();
    // Each descending order is its ascending one read backwards (ties kept newest id first), and price_asc is
    // the plain price order with its unpriced cars moved last: four sorts instead of seven, each a radix sort.
    const columns = this.sortColumns();
    const live = liveSlots(this.alive, this.slotCount);
    const sorter = new RadixSorter();
    const price = sortedBy(live, columns.id, columns.price, sorter);
    this.orders.price_desc.adopt(descending(price, columns.price));
    this.orders.price_asc.adopt(zerosLast(price, columns.price));
    const year = sortedBy(live, columns.id, columns.year, sorter);
    this.orders.year_asc.adopt(year);
    this.orders.year_desc.adopt(descending(year, columns.year));
    const km = sortedBy(live, columns.id, columns.km, sorter);
    this.orders.km_asc.adopt(km);
    this.orders.km_desc.adopt(descending(km, columns.km));
    // Newest first is the listing date read backwards; a date that is NaN leaves it to the comparator.
    const created = sorter.sort(live, columns.createdAt, columns.id);
    if (created) this.orders.newest.adopt(descending(created, columns.createdAt));
    for (const key of ORDER_KEYS) this.order(key);
  }
}
