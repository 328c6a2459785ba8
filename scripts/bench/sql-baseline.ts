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
  WEEKLY_PRICE_RANGES,
} from '../../src/features/search/engine';
import { queryWords } from '../../src/features/search/engine/tokens';
import { scopeConditions } from '../../src/features/search/scope-sql';

// The PostgreSQL-SQL baseline: an engine query answered by one SQL statement, one round trip. A
// materialised CTE holds the rows that pass the scope (scope-sql.ts, as the product's SQL pages use it),
// text, ranges and price > 0, with one boolean per list refinement; the count, the page, the stats and every
// facet are read from it. Facets take one GROUPING SETS pass, each count FILTERed by the refinements of the
// other fields (disjunctive, like the engine). Not product code: it exists so `npm run bench` can show what
// the in-memory index saves.

type Field = Exclude<ListField, 'categories' | 'filtered_features'>;

const statusBucket = sql`case when ${cars.status} in ('in_stock', 'coming_soon') then ${cars.status} else 'sold' end`;

/** shownPrice() as SQL: an offer below the price is the price search sorts and filters on. */
const price = sql`(case when ${cars.offerPrice} > 0 and ${cars.offerPrice} < ${cars.price} then ${cars.offerPrice} else ${cars.price} end)`;

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
  make: sql`${cars.make}`,
  model: sql`${cars.model}`,
  make_model: sql`${cars.make} || '|' || ${cars.model}`,
  badge: sql`${cars.badge}`,
  body: sql`${cars.simpleBody}`,
  fuel: sql`${cars.simpleFuel}`,
  transmission: sql`${cars.simpleTransmission}`,
  drive: sql`${cars.simpleDrive}`,
  colour: sql`${cars.colour}`,
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

const textSql = sql`lower(concat_ws(' ', ${cars.year}, ${cars.make}, ${cars.model}, ${cars.badge}, ${cars.series}, ${cars.colour}, ${cars.simpleBody}, ${cars.stocknum}))`;

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * Words within one edit of a token, as regular-expression alternatives: each deletion, substitution,
 * insertion and swap of neighbours (the engine's `withinOneEdit`). Wildcards are letters only: the engine
 * compares typos with digit-free words only.
 */
function oneEditPatterns(token: string): string[] {
  const out = new Set<string>();
  const any = '[[:alpha:]]';
  for (let i = 0; i <= token.length; i += 1) {
    const head = escapeRegex(token.slice(0, i));
    out.add(`${head}${any}${escapeRegex(token.slice(i))}`);
    if (i === token.length) continue;
    out.add(`${head}${escapeRegex(token.slice(i + 1))}`);
    out.add(`${head}${any}${escapeRegex(token.slice(i + 1))}`);
    if (i + 1 < token.length) {
      out.add(`${head}${escapeRegex(token[i + 1] + token[i])}${escapeRegex(token.slice(i + 2))}`);
    }
  }
  return [...out];
}

/** Per query token: a condition (the car matches it somehow) and a score (exact 3, prefix 2, typo 1). */
function textTerms(query: string): { where: SQL[]; score: SQL } | null {
  const tokens = queryWords(query).flat();
  if (tokens.length === 0) return null;
  const where: SQL[] = [];
  const scores: SQL[] = [];
  tokens.forEach((token, index) => {
    const exact = `\\m${escapeRegex(token)}\\M`;
    const prefix = index === tokens.length - 1 ? `\\m${escapeRegex(token)}` : null;
    const typo =
      token.length >= 4 && !/\d/.test(token) ? `\\m(${oneEditPatterns(token).join('|')})\\M` : null;
    const kinds = [exact, prefix, typo].filter((p): p is string => p !== null);
    where.push(sql`${textSql} ~ ${kinds.map((p) => `(${p})`).join('|')}`);
    const cases = [
      sql`when ${textSql} ~ ${exact} then 3`,
      prefix ? sql`when ${textSql} ~ ${prefix} then 2` : undefined,
      typo ? sql`when ${textSql} ~ ${typo} then 1` : undefined,
    ].filter((c): c is SQL => c !== undefined);
    scores.push(sql`(case ${sql.join(cases, sql` `)} else 0 end)`);
  });
  return { where, score: sql.join(scores, sql` + `) };
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

/** One statement answering the whole query; the result comes back as one JSON value. */
export function searchSql(query: EngineQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    query.scope ? scopeConditions(sqlScope(query.scope)) : undefined,
    query.certified === true ? eq(cars.certified, true) : undefined,
    query.priceAboveZero ? sql`${price} > 0` : undefined,
  ];
  for (const [field, range] of Object.entries(query.ranges ?? {}) as [RangeField, Range | undefined][]) {
    if (range?.min !== undefined) conditions.push(sql`${RANGE_SQL[field]} >= ${range.min}`);
    if (range?.max !== undefined) conditions.push(sql`${RANGE_SQL[field]} <= ${range.max}`);
  }
  const text = query.query ? textTerms(query.query) : null;
  if (text) conditions.push(...text.where); // a query without tokens has no text condition, as in the engine

  // List refinements become boolean columns r_{field}, so facets can leave out a field's own refinement.
  const refined = Object.entries(query.lists ?? {}).filter(([, values]) => values && values.length > 0) as [
    ListField,
    (string | number)[],
  ][];
  const flags = refined.map(([field, values]) =>
    field === 'categories'
      ? sql`(${cars.categories} && array[${list(values)}]::text[]) as ${column(`r_${field}`)}`
      : field === 'filtered_features'
        ? sql`(${cars.standardEquipment} ?| array[${list(values)}]::text[]) as ${column(`r_${field}`)}`
        : sql`coalesce(${LIST_SQL[field]} in (${list(values)}), false) as ${column(`r_${field}`)}`,
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
