import { randomInt, randomUUID } from 'node:crypto';
import type { Answer, Client } from './client';
import type { RequestKind } from './rules';

// One simulated shopper: visit after visit until the deadline, each visit a new shopper (its own address,
// its own mobile) on one of the demo sites, as a browser makes its requests: the home page, a results page
// with refinements in its path and query, the search API refining and paging, two vehicle pages with the
// calls each page makes (view count, similar cars, price comparison), now and then an enquiry about the
// car and a sign-in code. After each page and each refinement the shopper reads for a while (`thinkS` on
// average); a car page's calls go together, as its scripts send them.

export const DEMO_SITES = ['coastal-toyota', 'carzone', 'summit-motor-group', 'outback-rv'] as const;

export const RESULTS_PAGES = [
  '/search/new-used-and-demo-cars',
  '/search/used-cars?sortBy=price_asc',
  '/search/new-used-and-demo-cars?price=:60000&sortBy=year_desc',
  '/search/used-cars?km=:100000&page=2',
  '/search/new-cars?sortBy=price_desc',
];
const SORTS = ['relevance', 'price_asc', 'price_desc', 'year_desc', 'km_asc'] as const;
const PRICE_CAPS = [25_000, 40_000, 60_000, 90_000, 150_000];
const ENQUIRY_SHARE = 0.15;
const SIGN_IN_SHARE = 0.1;
export const HITS_PER_PAGE = 21;

/** Every first search a shopper may make: no filter or a price cap, each under every sort. */
export function everySearch() {
  const filters = [{}, ...PRICE_CAPS.map((max) => ({ price: { max } }))];
  return filters.flatMap((f) => SORTS.map((sort) => ({ filters: f, sort })));
}

/** The headers a shopper's browser sends to a site: the page cache keys on its host and encoding. */
export function browserHeaders(site: string, port: number): Record<string, string> {
  return {
    host: `${site}.localhost:${port}`,
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': 'dealer-platform-load/1.0',
  };
}

export type Server = { origin: string; port: number };
export type AcceptedLead = { site: string; idempotencyKey: string; leadId: string };

export type Tally = {
  latencies: Map<RequestKind, number[]>;
  errors: Map<RequestKind, number>;
  /** The first few errors of each kind, to say what went wrong. */
  errorSamples: string[];
  leads: AcceptedLead[];
  /** Enquiries not answered 2xx: they were never promised, so they cannot be lost. */
  leadsRefused: number;
};

export function emptyTally(): Tally {
  return { latencies: new Map(), errors: new Map(), errorSamples: [], leads: [], leadsRefused: 0 };
}

type Hit = { id: number; slug: string; path: string };

let visits = 0;
/** A different private address for every visit, as the load balancer would name it in X-Forwarded-For. */
function nextAddress(): string {
  visits += 1;
  return `10.${(visits >> 16) & 255}.${(visits >> 8) & 255}.${visits & 255}`;
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)];

export type Shopping = { client: Client; server: Server; deadline: number; thinkS: number };

export async function runShopper(shopping: Shopping, tally: Tally) {
  while (performance.now() < shopping.deadline && !shopping.client.destroyed()) await visit(shopping, tally);
}

/** Reading time: half to one and a half times the mean, never past the deadline. */
function read(thinkS: number, deadline: number): Promise<void> {
  const ms = Math.min(thinkS * 1000 * (0.5 + Math.random()), Math.max(0, deadline - performance.now()));
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

async function visit({ client, server, deadline, thinkS }: Shopping, tally: Tally) {
  const site = pick(DEMO_SITES);
  const host = `${site}.localhost:${server.port}`;
  const siteOrigin = `${new URL(server.origin).protocol}//${host}`;
  const address = nextAddress();
  const open = () => performance.now() < deadline && !client.destroyed();
  const readThenGoOn = async () => {
    await read(thinkS, deadline);
    return open();
  };

  const call = async (
    kind: RequestKind,
    method: 'GET' | 'POST',
    path: string,
    json?: unknown,
  ): Promise<Answer | null> => {
    const headers: Record<string, string> = {
      ...browserHeaders(site, server.port),
      'x-forwarded-for': address,
    };
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin = siteOrigin;
    }
    const started = performance.now();
    let answer: Answer | null = null;
    let failure: string | null = null;
    try {
      answer = await client.send({
        origin: server.origin,
        method,
        path,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      if (answer.status >= 400) failure = `${answer.status} ${answer.text().slice(0, 160)}`;
      // A body cut short (a connection lost behind a proxy that had sent the headers) is a failed request.
      else answer.text();
    } catch (error) {
      failure = (error as Error).message;
    }
    const list = tally.latencies.get(kind) ?? [];
    list.push(answer?.ms ?? performance.now() - started);
    tally.latencies.set(kind, list);
    if (failure !== null) {
      tally.errors.set(kind, (tally.errors.get(kind) ?? 0) + 1);
      if (tally.errorSamples.length < 20)
        tally.errorSamples.push(`${kind} ${method} ${site} ${path}: ${failure}`);
      return null;
    }
    return answer;
  };

  await call('home page', 'GET', '/');
  if (!(await readThenGoOn())) return;
  await call('results page', 'GET', pick(RESULTS_PAGES));
  if (!(await readThenGoOn())) return;

  const filters = randomInt(2) === 0 ? { price: { max: pick(PRICE_CAPS) } } : {};
  const sort = pick(SORTS);
  const first = await call('search API', 'POST', '/api/search', {
    filters,
    sort,
    hitsPerPage: HITS_PER_PAGE,
    offset: 0,
  });
  if (!(await readThenGoOn())) return;
  await call('search API', 'POST', '/api/search', {
    filters,
    sort,
    hitsPerPage: HITS_PER_PAGE,
    offset: HITS_PER_PAGE,
  });
  const hits = first ? ((JSON.parse(first.text()) as { hits?: Hit[] }).hits ?? []) : [];
  if (hits.length === 0) return;

  let locationId: number | undefined;
  let car: Hit = hits[0];
  for (let n = 0; n < 2 && (await readThenGoOn()); n += 1) {
    car = pick(hits);
    await call('vehicle page', 'GET', car.path);
    const [view] = await Promise.all([
      call('car view', 'GET', `/api/cars/${car.slug}/view.json`),
      call('similar cars', 'GET', `/api/cars/${car.slug}/similar`),
      call('price comparison', 'GET', `/api/cars/${car.slug}/autogauge`),
    ]);
    locationId = view
      ? (JSON.parse(view.text()) as { car_fields?: { location?: { id: number } } }).car_fields?.location?.id
      : undefined;
  }

  if ((await readThenGoOn()) && Math.random() < ENQUIRY_SHARE) {
    const idempotencyKey = randomUUID();
    const answer = await call('enquiry', 'POST', '/api/leads', {
      form: 'enquiry',
      idempotency_key: idempotencyKey,
      car_id: car.id,
      url: `${siteOrigin}${car.path}`,
      source: 'Website',
      fields: {
        name: 'Load',
        last_name: 'Shopper',
        email: `shopper-${idempotencyKey.slice(0, 8)}@example.com`,
        phone: mobile(),
        postcode: '4000',
        message: 'Is this car still available? Could I book a test drive this week?',
        terms_conditions: true,
        ...(locationId ? { location_id: locationId } : {}),
      },
    });
    if (answer)
      tally.leads.push({
        site,
        idempotencyKey,
        leadId: (JSON.parse(answer.text()) as { lead_id: string }).lead_id,
      });
    else tally.leadsRefused += 1;
  }
  if (open() && Math.random() < SIGN_IN_SHARE) {
    await call('sign-in code', 'POST', '/api/auth/send-code', { phone_number: mobile() });
  }
}

function mobile(): string {
  return `04${String(randomInt(100_000_000)).padStart(8, '0')}`;
}
