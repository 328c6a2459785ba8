import { canonicalMake } from './brand-aliases';
import { colourGroup } from './colour-groups';
import type { ListColumn } from './columns';
import { SINGLE_FIELDS, singleIndex, statusBucket } from './doc-fields';
import { priceRangeLabel, weeklyPriceRangeLabel } from './price-ranges';
import type { TextIndex } from './text-index';
import { colourText, makeText, modelText, withEveryday } from './text-terms';
import type { ListField, SearchDoc } from './types';

// How a car reads as codes: each single-valued list field's code (facet key: the string form of the value,
// 'GWM' for a Great Wall, 'White' for Pearl White, '7' seats) and the token ids of its shared text. A
// platform's 100,000 cars hold a few thousand distinct values, so everything a value derives to (its brand,
// colour group, make|model key, words) is worked out the first time it is seen and kept under its code:
// a car costs one lookup per field, and the derived strings are never built again.

const NO_WORDS = new Int32Array(0);

/** What a value derives to: its code in a list column (0 for none) and the token ids of its words. */
type Derived = { code: number; words: Int32Array };
const NOTHING: Derived = { code: 0, words: NO_WORDS };

/** Values of one field, each derived once. */
class DerivedValues<K extends string | number> {
  private readonly codes = new Map<K, Derived>();
  private last: K | null = null;
  private lastDerived: Derived = NOTHING;

  constructor(private readonly derive: (value: K) => Derived) {}

  of(value: K | null): Derived {
    if (value === null) return NOTHING;
    // Cars arrive dealership by dealership: one dealer's values often repeat car after car.
    if (value === this.last) return this.lastDerived;
    let derived = this.codes.get(value);
    if (derived === undefined) {
      derived = this.derive(value);
      this.codes.set(value, derived);
    }
    this.last = value;
    this.lastDerived = derived;
    return derived;
  }
}

function at(field: ListField): number {
  return singleIndex(field) as number;
}
const MAKE = at('make');
const MODEL = at('model');
const MAKE_MODEL = at('make_model');
const BADGE = at('badge');
const BODY = at('body');
const FUEL = at('fuel');
const TRANSMISSION = at('transmission');
const DRIVE = at('drive');
const COLOUR = at('colour');
const SEATS = at('seats');
const CAR_TYPE = at('car_type');
const STATUS = at('status');
const ITEM_TYPE = at('item_type');
const PRICE_RANGE = at('price_range');
const WEEKLY_PRICE_RANGE = at('weekly_price_range');
/** Fields whose key is the car's own value and which add no words. */
const PLAIN_FIELDS = [
  ['state', (doc) => doc.state],
  ['city', (doc) => doc.city],
  ['dealership_name', (doc) => doc.dealershipName],
  ['location_name', (doc) => doc.locationName],
  ['tag', (doc) => doc.tag],
  ['dealership_slug', (doc) => doc.dealershipSlug],
  ['location_slug', (doc) => doc.locationSlug],
] as const satisfies readonly (readonly [ListField, (doc: SearchDoc) => string | null])[];

function codeIn(column: ListColumn, key: string | null): number {
  return key === null ? 0 : column.codeFor(key);
}

export class DocEncoder {
  /** The last encoded car's code per single-valued field, in SINGLE_FIELDS order. */
  readonly codes = new Int32Array(SINGLE_FIELDS.length);
  /** The last encoded car's dealership and exact status, codes in the store's own columns. */
  dealership = 0;
  rawStatus = 0;
  /** The last encoded car's shared words, one id list per text field (some empty). */
  readonly words: Int32Array[] = [];

  private readonly makes: DerivedValues<string>;
  private readonly models: DerivedValues<string>;
  private readonly badges: DerivedValues<string>;
  private readonly series: DerivedValues<string>;
  private readonly colours: DerivedValues<string>;
  private readonly years: DerivedValues<number>;
  private readonly described: DerivedValues<string>[];
  private readonly carTypes: DerivedValues<string>;
  private readonly seats: DerivedValues<number>;
  private readonly dealerships: DerivedValues<number>;
  private readonly priceRanges: DerivedValues<number>;
  private readonly weeklyPriceRanges: DerivedValues<number>;
  /** make code → model code → make_model code. */
  private readonly makeModels: Map<number, number>[] = [];
  /** Exact status code → status bucket code. */
  private readonly buckets: number[] = [];
  private readonly plain: { index: number; column: ListColumn; read: (doc: SearchDoc) => string | null }[];

  constructor(
    private readonly lists: Record<ListField, ListColumn>,
    dealershipColumn: ListColumn,
    private readonly rawStatusColumn: ListColumn,
    text: TextIndex,
  ) {
    const derived = (
      field: ListField | null,
      key: (value: string) => string | null,
      words: (value: string) => (string | null)[],
    ) =>
      new DerivedValues<string>((value) => {
        const listed = field === null ? null : key(value);
        return {
          code: field === null || listed === null ? 0 : lists[field].codeFor(listed),
          words: text.sharedWords(words(value)),
        };
      });
    const same = (value: string) => value;
    this.makes = derived('make', canonicalMake, makeText);
    this.models = derived('model', same, modelText);
    this.badges = derived('badge', same, (v) => [v]);
    this.series = derived(null, same, (v) => [v]);
    this.colours = derived('colour', colourGroup, colourText);
    this.described = (['body', 'fuel', 'transmission', 'drive', 'item_type'] as const).map((field) =>
      derived(field, same, withEveryday),
    );
    this.carTypes = derived('car_type', same, (v) => [v]);
    this.years = new DerivedValues<number>((year) => ({ code: 0, words: text.sharedWords([String(year)]) }));
    this.seats = new DerivedValues<number>((seats) => ({
      code: lists.seats.codeFor(String(seats)),
      words: NO_WORDS,
    }));
    this.plain = PLAIN_FIELDS.map(([field, read]) => ({ index: at(field), column: lists[field], read }));
    const bucket = (column: ListColumn, label: (value: number) => string | null) =>
      new DerivedValues<number>((value) => ({ code: codeIn(column, label(value)), words: NO_WORDS }));
    this.priceRanges = bucket(lists.price_range, priceRangeLabel);
    this.weeklyPriceRanges = bucket(lists.weekly_price_range, weeklyPriceRangeLabel);
    this.dealerships = new DerivedValues<number>((id) => ({
      code: dealershipColumn.codeFor(String(id)),
      words: NO_WORDS,
    }));
  }

  /** Reads `doc` into `codes`, `dealership`, `rawStatus` and `words`. */
  encode(doc: SearchDoc): void {
    const codes = this.codes;
    const lists = this.lists;
    const make = this.makes.of(doc.make);
    const model = this.models.of(doc.model);
    const badge = this.badges.of(doc.badge);
    const colour = this.colours.of(doc.colour);
    const carType = this.carTypes.of(doc.carType);
    codes[MAKE] = make.code;
    codes[MODEL] = model.code;
    codes[MAKE_MODEL] = this.makeModel(make.code, model.code);
    codes[BADGE] = badge.code;
    codes[COLOUR] = colour.code;
    codes[CAR_TYPE] = carType.code;
    codes[SEATS] = this.seats.of(doc.seats).code;
    codes[PRICE_RANGE] = this.priceRanges.of(doc.price).code;
    codes[WEEKLY_PRICE_RANGE] = this.weeklyPriceRanges.of(doc.weeklyPrice).code;
    const described = this.described;
    const body = described[0].of(doc.body);
    const fuel = described[1].of(doc.fuel);
    const transmission = described[2].of(doc.transmission);
    const drive = described[3].of(doc.drive);
    const itemType = described[4].of(doc.itemType);
    codes[BODY] = body.code;
    codes[FUEL] = fuel.code;
    codes[TRANSMISSION] = transmission.code;
    codes[DRIVE] = drive.code;
    codes[ITEM_TYPE] = itemType.code;
    for (const { index, column, read } of this.plain) codes[index] = codeIn(column, read(doc));
    this.rawStatus = this.rawStatusColumn.codeFor(doc.status);
    codes[STATUS] = this.buckets[this.rawStatus] ??= lists.status.codeFor(statusBucket(doc.status));
    this.dealership = this.dealerships.of(doc.dealershipId).code;
    const words = this.words;
    words[0] = this.years.of(doc.year).words;
    words[1] = make.words;
    words[2] = model.words;
    words[3] = badge.words;
    words[4] = this.series.of(doc.series).words;
    words[5] = colour.words;
    words[6] = body.words;
    words[7] = fuel.words;
    words[8] = transmission.words;
    words[9] = drive.words;
    words[10] = carType.words;
    words[11] = itemType.words;
  }

  private makeModel(make: number, model: number): number {
    let models = this.makeModels[make];
    if (models === undefined) {
      models = new Map();
      this.makeModels[make] = models;
    }
    let code = models.get(model);
    if (code === undefined) {
      const lists = this.lists;
      code = lists.make_model.codeFor(`${lists.make.keys[make]}|${lists.model.keys[model]}`);
      models.set(model, code);
    }
    return code;
  }
}
