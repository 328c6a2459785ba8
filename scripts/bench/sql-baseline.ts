import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { cars, dealerships, locations } from '../../src/db/schema';
import {
  type EngineQuery,
  type EngineResult,
  type EngineScope,
  type ListField,
  PRICE_RANGES,
  type PriceRange,
  type Range,
  type RangeField,
  type SearchDoc,
  WEEKLY_PRICE_RANGES,
} from '../../src/search/engine';
import { canonicalMake } from '../../src/search/engine/brand-aliases';
import { colourGroup } from '../../src/search/engine/colour-groups';
import { listKey } from '../../src/search/engine/doc-fields';
import { readQuery } from '../../src/search/engine/query-bounds';
import { sharedText } from '../../src/search/engine/text-terms';
import { forEachDocToken, queryWords } from '../../src/search/engine/tokens';
import { scopeConditions } from '../../src/search/scope-sql';

// The PostgreSQL-SQL baseline: an engine query answered by one SQL statement, one round trip. A
// materialised CTE holds the rows that pass the scope (scope-sql.ts, as the product's SQL pages use it),
// text, ranges and price > 0, with one boolean per list refinement; the count, the page, the stats and every
// facet are read from it. Facets take one GROUPING SETS pass, each count FILTERed by the refinements of the
// other fields (disjunctive, like the engine). Not product code: it exists so `npm run bench` can show what
// the in-memory index saves, and it must give the engine's answers exactly (the bench fails otherwise).
//
// What the engine derives per car when it indexes it, an SQL design would store when the car is written:
// `prepareSqlBaseline` adds them to the bench database from the same documents, with the engine's own rules —
// the brand a make trades under ('Great Wall' is GWM), the colour group of the paint ('Gloss Black' is
// Black), the price search uses (shownPrice), and the words of the car's text (search_terms, one row per
// distinct word, and search_postings, word → car: what a full-text index holds). Matching a query's words
// against those words (exact, prefix, one or two typos) happens in SQL, in `search_expand` below.

type Field = Exclude<ListField, 'categories' | 'filtered_features'>;

const statusBucket = sql`case when ${cars.status} in ('in_stock', 'coming_soon') then ${cars.status} else 'sold' end`;

/** The price search sorts and filters on (shownPrice, 0 without one), as stored by prepareSqlBaseline. */
const price = sql.raw('search_cars.price');

/** priceRangeLabel() and weeklyPriceRangeLabel() as SQL: 0 or no value has no bucket. */
const buckets = (value: SQL, ranges: readonly PriceRange[]) =>
  sql.join(
    [
      sql`case when coalesce(${value}, 0) <= 0 then null`,
      ...ranges.map((r) =>
        Number.isFinite(r.max)
          ? sql`when ${value} < ${sql.raw(String(r.max))} then ${r.label}`
          : sql`else ${r.label}`,
      ),
      sql`end`,
    ],
    sql` `,
  );
const priceRange = buckets(price, PRICE_RANGES);
const weeklyPriceRange = buckets(
  sql`(${cars.youxQuote}->>'weeklyRepaymentAmount')::float8`,
  WEEKLY_PRICE_RANGES,
);

/** Each list field's value as text (facet keys are strings, as in the engine). */
const LIST_SQL: Record<Field, SQL> = {
  make: sql.raw('search_cars.brand'),
  model: sql`${cars.model}`,
  make_model: sql`search_cars.brand || '|' || ${cars.model}`,
  badge: sql`${cars.badge}`,
  body: sql`${cars.simpleBody}`,
  fuel: sql`${cars.simpleFuel}`,
  transmission: sql`${cars.simpleTransmission}`,
  drive: sql`${cars.simpleDrive}`,
  colour: sql.raw('search_cars.colour_group'),
  seats: sql`${cars.seats}::text`,
  car_type: sql`${cars.carType}`,
  status: statusBucket,
  state: sql`${cars.state}`,
  city: sql`${cars.city}`,
  dealership_name: sql`${dealerships.name}`,
  location_name: sql`${locations.name}`,
  tag: sql`${cars.tag}`,
  item_type: sql`${cars.itemType}`,
  price_range: priceRange,
  weekly_price_range: weeklyPriceRange,
  dealership_slug: sql`${dealerships.slug}`,
  location_slug: sql`${locations.slug}`,
};

const RANGE_SQL: Record<RangeField, SQL> = {
  price: sql`${price}::float8`,
  km: sql`${cars.km}::float8`,
  year: sql`${cars.year}::float8`,
  weekly_price: sql`(${cars.youxQuote}->>'weeklyRepaymentAmount')::float8`,
  subscription_price: sql`${cars.subscriptionPrice}::float8`,
  created_at_timestamp: sql`(extract(epoch from ${cars.createdAt}) * 1000)::float8`,
};

/** The engine's sort orders, over the CTE's columns; every order ends on id descending, as the engine's. */
const ORDER_SQL: Record<Exclude<EngineQuery['sort'], undefined>, SQL> = {
  relevance: sql`created_at desc, id desc`, // without text; with text the score goes first
  price_asc: sql`(price = 0), price, id desc`, // no advertised price after every priced car
  price_desc: sql`price desc, id desc`,
  year_desc: sql`year desc, id desc`,
  year_asc: sql`year, id desc`,
  km_asc: sql`km, id desc`,
  km_desc: sql`km desc, id desc`,
  newest: sql`created_at desc, id desc`,
};

/** Rows of a VALUES list: the query's words, each a row, joined ('cx5') and split ('cx', '5') alike. */
type QueryToken = { word: number; kind: 'word' | 'joined' | 'run'; token: string; last: boolean };

/**
 * The engine's query tokens (text-index.ts `match`): a word of several letter/digit runs is its joined form
 * when some car has that word, else its runs; the last token may match as a prefix. Which one applies is
 * decided in SQL, against search_terms.
 */
function queryTokens(text: string): QueryToken[] {
  const words = queryWords(text);
  const out: QueryToken[] = [];
  words.forEach((runs, word) => {
    const lastWord = word === words.length - 1;
    if (runs.length === 1) {
      out.push({ word, kind: 'word', token: runs[0], last: lastWord });
      return;
    }
    out.push({ word, kind: 'joined', token: runs.join(''), last: lastWord });
    runs.forEach((token, r) => {
      out.push({ word, kind: 'run', token, last: lastWord && r === runs.length - 1 });
    });
  });
  return out;
}

/** Cars matching every token, with the engine's score: per token the best of exact 3, prefix 2, typo 1. */
function textMatch(tokens: QueryToken[]): SQL {
  const rows = sql.join(
    tokens.map(
      (t, i) => sql`(${i}::int, ${t.word}::int, ${t.kind}::text, ${t.token}::text, ${t.last}::boolean)`,
    ),
    sql`, `,
  );
  return sql`(
    with q0(idx, word, kind, token, last) as (values ${rows}),
    q as (
      select q0.* from q0
      where q0.kind = 'word' or (q0.kind = 'joined') = exists (
        select 1 from q0 j join search_terms t on t.term = j.token where j.word = q0.word and j.kind = 'joined')
    ),
    per_token as (
      select q.idx, p.car_id, max(e.score) as score
      from q cross join lateral search_expand(q.token, q.last) e
      join search_postings p on p.term_id = e.term_id
      group by q.idx, p.car_id
    )
    select car_id, sum(score)::int as score from per_token
    group by car_id having count(*) = (select count(*) from q)
  )`;
}

function sqlScope(scope: EngineScope) {
  return { ...scope, soldSince: scope.soldSince === null ? null : new Date(scope.soldSince) };
}

const column = (name: string) => sql.raw(`"${name}"`);
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${String(v)}`),
    sql`, `,
  );

/**
 * One list field's condition, as the engine's `listBits`: values in key form (`listKey`: a make by its
 * brand, seats as numbers), any of them; the status 'sold' is every status but in_stock and coming_soon,
 * another status value is compared exactly.
 */
function listCondition(field: ListField, values: readonly (string | number)[]): SQL {
  const keys = values.map((v) => listKey(field, v)).filter((k): k is string => k !== null);
  if (keys.length === 0) return sql`false`;
  if (field === 'categories') return sql`(${cars.categories} && array[${list(keys)}]::text[])`;
  if (field === 'filtered_features') return sql`(${cars.standardEquipment} ?| array[${list(keys)}]::text[])`;
  if (field === 'status') {
    const raw = keys.filter((k) => !['in_stock', 'coming_soon', 'sold'].includes(k));
    const buckets = keys.filter((k) => !raw.includes(k));
    return sql`(${buckets.length ? sql`${statusBucket} in (${list(buckets)})` : sql`false`} or ${
      raw.length ? sql`${cars.status} in (${list(raw)})` : sql`false`
    })`;
  }
  return sql`coalesce(${LIST_SQL[field as Field]} in (${list(keys)}), false)`;
}

/** One statement answering the whole query; the result comes back as one JSON value. */
export function searchSql(query: EngineQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    query.scope ? scopeConditions(sqlScope(query.scope)) : undefined,
    query.certified === true ? eq(cars.certified, true) : undefined,
    query.priceAboveZero ? sql`${price} > 0` : undefined,
  ];
  for (const [field, values] of Object.entries(query.preset ?? {}) as [ListField, (string | number)[]][]) {
    if (values?.length) conditions.push(listCondition(field, values));
  }
  // 'white ute under 30k': the engine reads the price words as a range and matches the rest as text.
  const read = query.query ? readQuery(query.query) : null;
  const ranges = [...Object.entries(query.ranges ?? {}), ...Object.entries(read?.bounds ?? {})] as [
    RangeField,
    Range | undefined,
  ][];
  for (const [field, range] of ranges) {
    if (range?.min !== undefined) conditions.push(sql`${RANGE_SQL[field]} >= ${range.min}`);
    if (range?.max !== undefined) conditions.push(sql`${RANGE_SQL[field]} <= ${range.max}`);
  }
  const tokens = read?.text ? queryTokens(read.text) : [];
  const text = tokens.length ? { score: sql.raw('text_hits.score') } : null; // no tokens: no text condition

  // List refinements become boolean columns r_{field}, so facets can leave out a field's own refinement.
  const refined = Object.entries(query.lists ?? {}).filter(([, values]) => values && values.length > 0) as [
    ListField,
    (string | number)[],
  ][];
  const flags = refined.map(
    ([field, values]) => sql`${listCondition(field, values)} as ${column(`r_${field}`)}`,
  );
  const allBut = (skip: ListField | null) => {
    const parts = refined.filter(([f]) => f !== skip).map(([f]) => column(`r_${f}`));
    return parts.length ? sql.join(parts, sql` and `) : sql`true`;
  };
  const all = allBut(null);

  const facets = (query.facets ?? []).filter(
    (f): f is Field => f !== 'categories' && f !== 'filtered_features',
  );
  const wantsCategories = (query.facets ?? []).includes('categories');
  const stats = query.stats ?? [];
  const selected = [
    sql`${cars.id} as id`,
    sql`${price} as price`,
    sql`${cars.km} as km`,
    sql`${cars.year} as year`,
    sql`${cars.createdAt} as created_at`,
    text ? sql`${text.score} as score` : sql`0 as score`,
    ...facets.map((f) => sql`${LIST_SQL[f]} as ${column(`f_${f}`)}`),
    ...(wantsCategories ? [sql`${cars.categories} as f_categories`] : []),
    ...stats.map((f) => sql`${RANGE_SQL[f]} as ${column(`s_${f}`)}`),
    ...flags,
  ];

  const order =
    text && (query.sort ?? 'relevance') === 'relevance'
      ? sql`score desc, created_at desc, id desc`
      : ORDER_SQL[query.sort ?? 'relevance'];
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.max(0, Math.floor(query.limit ?? 21));

  const statsJson = stats.length
    ? sql`(select json_build_object(${sql.join(
        stats.map((f) => {
          const v = column(`s_${f}`);
          const keep = f === 'price' ? sql`${v} > 0` : sql`${v} is not null`;
          return sql`${f}::text, case when count(${v}) filter (where ${keep}) = 0 then null else json_build_object('min', min(${v}) filter (where ${keep}), 'max', max(${v}) filter (where ${keep})) end`;
        }),
        sql`, `,
      )}) from base where ${all})`
    : sql`'{}'::json`;

  // One GROUPING SETS pass: the set a row belongs to is the one field it is grouped by (grouping() bit 0).
  const facetRows: SQL[] = [];
  if (facets.length) {
    const cols = facets.map((f) => column(`f_${f}`));
    const fieldCase = sql.join(
      facets.map((f) => sql`when grouping(${column(`f_${f}`)}) = 0 then ${f}::text`),
      sql` `,
    );
    const countCase = sql.join(
      facets.map(
        (f) =>
          sql`when grouping(${column(`f_${f}`)}) = 0 then count(*) filter (where ${allBut(refined.some(([r]) => r === f) ? f : null)})`,
      ),
      sql` `,
    );
    facetRows.push(
      sql`select case ${fieldCase} end as field, coalesce(${sql.join(cols, sql`, `)}) as value, case ${countCase} end as n
        from base group by grouping sets (${sql.join(
          cols.map((c) => sql`(${c})`),
          sql`, `,
        )})`,
    );
  }
  if (wantsCategories) {
    facetRows.push(
      sql`select 'categories'::text as field, v as value, count(*) filter (where ${allBut('categories')}) as n
        from base, unnest(f_categories) v group by v`,
    );
  }
  const facetsJson = facetRows.length
    ? sql`(select coalesce(json_object_agg(field, counts), '{}'::json) from (
        select field, json_object_agg(value, n) as counts
        from (${sql.join(facetRows, sql` union all `)}) facet_rows
        where value is not null and n > 0 group by field) per_field)`
    : sql`'{}'::json`;

  return sql`with base as materialized (
      select ${sql.join(selected, sql`, `)}
      from ${cars}
      inner join search_cars on search_cars.car_id = ${cars.id}
      ${tokens.length ? sql`inner join ${textMatch(tokens)} text_hits on text_hits.car_id = ${cars.id}` : sql``}
      inner join ${dealerships} on ${dealerships.id} = ${cars.dealershipId}
      left join ${locations} on ${locations.id} = ${cars.locationId}
      where ${and(...conditions) ?? sql`true`}
    )
    select json_build_object(
      'count', (select count(*) from base where ${all}),
      'ids', (select coalesce(json_agg(id order by ${order}), '[]'::json) from (
        select id, price, km, year, created_at, score from base where ${all}
        order by ${order} offset ${offset} limit ${limit}) page),
      'stats', ${statsJson},
      'facets', ${facetsJson}
    ) as result`;
}

type Rows = { rows: { result: EngineResult | string }[] };

export async function runSqlSearch(db: Db, query: EngineQuery): Promise<EngineResult> {
  const { rows } = (await db.execute(searchSql(query))) as unknown as Rows;
  const result = rows[0].result;
  return typeof result === 'string' ? (JSON.parse(result) as EngineResult) : result;
}

const SETUP = [
  sql`create table search_cars (car_id int primary key, brand text not null, colour_group text, price float8 not null)`,
  sql`create table search_terms (term_id int primary key, term text not null unique, shared boolean not null, has_digit boolean not null)`,
  sql`create table search_postings (term_id int not null, car_id int not null, primary key (term_id, car_id))`,
  sql`create index search_terms_prefix on search_terms (term text_pattern_ops)`,
  sql`create index search_terms_length on search_terms (length(term)) where not has_digit`,
  // The engine's typo rule (tokens.ts withinOneEdit / withinTwoEdits): restricted edit distance, where a
  // swap of neighbouring letters is one edit.
  sql.raw(`create function search_osa(a text, b text) returns int language plpgsql immutable strict as $$
    declare la int := length(a); lb int := length(b); w int := length(b) + 1; d int[]; cost int;
    begin
      d := array_fill(0, array[(la + 1) * w]);
      for i in 0..la loop d[i * w + 1] := i; end loop;
      for j in 0..lb loop d[j + 1] := j; end loop;
      for i in 1..la loop
        for j in 1..lb loop
          cost := case when substr(a, i, 1) = substr(b, j, 1) then 0 else 1 end;
          d[i * w + j + 1] := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1, d[(i - 1) * w + j] + cost);
          if i > 1 and j > 1 and substr(a, i, 1) = substr(b, j - 1, 1) and substr(a, i - 1, 1) = substr(b, j, 1) then
            d[i * w + j + 1] := least(d[i * w + j + 1], d[(i - 2) * w + j - 1] + 1);
          end if;
        end loop;
      end loop;
      return d[la * w + lb + 1];
    end $$`),
  // text-index.ts `expand`: the words a query token matches, best kind first. A word the cars have (two or
  // more characters) is that word only; the last token also matches as a prefix (one character: of the
  // cars' descriptions only, not stock numbers); from 4 letters, digit-free, within one edit (two from 7).
  sql.raw(`create function search_expand(token text, last boolean) returns table(term_id int, score int)
    language plpgsql stable as $$
    #variable_conflict use_column
    declare exact int; edits int; n int := length(token);
    begin
      select t.term_id into exact from search_terms t where t.term = token;
      if exact is not null then
        term_id := exact; score := 3; return next;
        if n > 1 then return; end if;
      end if;
      if last and n = 1 then
        return query select t.term_id, 2 from search_terms t
          where t.shared and left(t.term, 1) = token and t.term_id is distinct from exact;
      elsif last then
        return query select t.term_id, 2 from search_terms t
          where starts_with(t.term, token) and t.term_id is distinct from exact;
      end if;
      if n >= 4 and token !~ '[0-9]' then
        edits := case when n >= 7 then 2 else 1 end;
        return query select t.term_id, 1 from search_terms t
          where not t.has_digit and length(t.term) between n - edits and n + edits
            and t.term_id is distinct from exact and not (last and starts_with(t.term, token))
            and search_osa(token, t.term) <= edits;
      end if;
    end $$`),
];

const CHUNK = 50_000;
const intArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * Stores what the engine derives per car (see the top of this file) in the bench database, from the
 * documents the engine is built from.
 */
export async function prepareSqlBaseline(db: Db, docs: readonly SearchDoc[]): Promise<void> {
  for (const statement of SETUP) await db.execute(statement);
  for (let i = 0; i < docs.length; i += CHUNK) {
    const rows = docs.slice(i, i + CHUNK).map((d) => ({
      car_id: d.id,
      brand: canonicalMake(d.make),
      colour_group: colourGroup(d.colour),
      price: d.price,
    }));
    await db.execute(sql`insert into search_cars select * from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(car_id int, brand text, colour_group text, price float8)`);
  }
  // The car's words exactly as TextIndex.add indexes them: its shared text, then its stock number as a code.
  const termId = new Map<string, number>();
  const shared: boolean[] = [];
  const termIds: number[] = [];
  const carIds: number[] = [];
  for (const doc of docs) {
    const seen = new Set<number>();
    const add = (isShared: boolean) => (token: string) => {
      let id = termId.get(token);
      if (id === undefined) {
        id = termId.size;
        termId.set(token, id);
        shared.push(false);
      }
      if (isShared) shared[id] = true;
      if (seen.has(id)) return;
      seen.add(id);
      termIds.push(id);
      carIds.push(doc.id);
    };
    for (const part of sharedText(doc)) if (part) forEachDocToken(part, add(true));
    if (doc.stocknum) forEachDocToken(doc.stocknum, add(false), true);
  }
  const terms = [...termId].map(([term, id]) => ({
    term_id: id,
    term,
    shared: shared[id],
    has_digit: /\d/.test(term),
  }));
  for (let i = 0; i < terms.length; i += CHUNK) {
    await db.execute(sql`insert into search_terms select * from json_to_recordset(${JSON.stringify(terms.slice(i, i + CHUNK))}::json)
      as r(term_id int, term text, shared boolean, has_digit boolean)`);
  }
  for (let i = 0; i < termIds.length; i += CHUNK * 4) {
    const a = intArray(termIds.slice(i, i + CHUNK * 4));
    const b = intArray(carIds.slice(i, i + CHUNK * 4));
    await db.execute(
      sql`insert into search_postings select * from unnest(${a}::int[], ${b}::int[]) on conflict do nothing`,
    );
  }
  await db.execute(sql`analyze search_cars, search_terms, search_postings`);
}
