import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  financeDisplay,
  financeDisplayForCar,
  PURCHASE_PRICE_REQUIRED_MESSAGE,
  QUOTE_FAILED_MESSAGE,
  quickQuote,
} from '@/features/finance';
import { lenderProvider, QUOTE_RATE_LIMIT, setInstantQuoteProviderForTests } from '@/features/finance/server';
import { UNKNOWN_FIELD_MESSAGE } from '@/lib/http';
import { logger } from '@/lib/logger';
import { createLenderClient } from '@/lib/youx/client';
import { type CardHit, resetSearchIndexForTests } from '@/search';
import { freePort } from '../../../../../scripts/free-port';
import { inOneRateWindow } from '../../../../../tests/helpers/one-rate-window';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import { cars } from '../../../../db/schema';
import { getSite, type Site } from '../../../../tenancy/get-site';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { GET as carFields } from '../../cars/[slug]/view.json/route';
import { POST as search } from '../../search/route';
import { POST as quote } from './route';

// POST /api/youx/quote through its handler, on seeded demo stock: the spec's keys, the popup's clamps,
// a 400 naming the field, a site of another provider, the lender down, and one weekly figure for a car
// on its card, in the search index, on its page and from the call.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let coastal: Site;

beforeAll(async () => {
  logger.level = 'error'; // the lender's failures below are logged as warnings
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
  coastal = (await getSite('coastal-toyota')) as Site;
}, 120_000);
afterAll(async () => handle?.drop());
afterEach(() => setInstantQuoteProviderForTests(undefined));

let address = 0;
/** Each request from its own address unless told, so the per-connection limit stays out of the way. */
async function ask(body: unknown, options: { site?: string; ip?: string } = {}) {
  const response = await quote(
    new Request('http://coastal-toyota.localhost:3000/api/youx/quote', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SITE_HEADER]: options.site ?? 'coastal-toyota',
        'x-forwarded-for': options.ip ?? `198.51.100.${(address++ % 250) + 1}`,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, json: await response.json() };
}

const APPLICATION = {
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 35_000,
  loanTerm: 5,
  year: 2023,
  vin: 'JTMBFREV10D012345',
  nvic: 'ABC123',
  whoIsHelping: 'Sam',
};

describe('POST /api/youx/quote', () => {
  it('answers the weekly repayment, the advertised and comparison rates, and the fine print', async () => {
    const { status, json } = await ask(APPLICATION);
    expect(status).toBe(200);
    expect(json).toEqual({
      ...quickQuote(
        { selfAssessedCreditScore: 'GREAT', purchasePrice: 35_000, loanTerm: 5, year: 2023 },
        new Date(),
      ),
      purchasePrice: 35_000,
      loanTerm: 5,
      selfAssessedCreditScore: 'GREAT',
      disclaimer: expect.stringContaining('5-year term, with a 10.0% deposit'),
      comparisonRateWarning: expect.stringMatching(
        /^Comparison rate calculated on a secured loan of \$30,000 over 5 years\. WARNING: This comparison rate is true only for the examples/,
      ),
    });
    expect(json.disclaimer).toContain('30% final payment');
  });

  it.each([
    [
      'the price alone: over 5 years, GREAT',
      { purchasePrice: 30_000 },
      { purchasePrice: 30_000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' },
    ],
    ['$9,999 → $10,000', { purchasePrice: 9_999 }, { purchasePrice: 10_000 }],
    ['$10,000', { purchasePrice: 10_000 }, { purchasePrice: 10_000 }],
    ['$200,000', { purchasePrice: 200_000 }, { purchasePrice: 200_000 }],
    ['$250,000 → $200,000', { purchasePrice: 250_000 }, { purchasePrice: 200_000 }],
    ['the digits of a form field', { purchasePrice: '45,990' }, { purchasePrice: 45_990 }],
    ['term 0 → 1', { purchasePrice: 30_000, loanTerm: 0 }, { loanTerm: 1 }],
    ['term 1', { purchasePrice: 30_000, loanTerm: 1 }, { loanTerm: 1 }],
    ['term 7', { purchasePrice: 30_000, loanTerm: 7 }, { loanTerm: 7 }],
    ['term 9 → 7', { purchasePrice: 30_000, loanTerm: '9' }, { loanTerm: 7 }],
    [
      'credit history in any case',
      { purchasePrice: 30_000, selfAssessedCreditScore: 'poor' },
      { selfAssessedCreditScore: 'POOR' },
    ],
    [
      'blank optional fields',
      { purchasePrice: 30_000, year: '', vin: '', nvic: null, whoIsHelping: '' },
      { purchasePrice: 30_000 },
    ],
  ])('clamps and defaults as the popup does: %s', async (_label, body, expected) => {
    const { status, json } = await ask(body);
    expect(status).toBe(200);
    expect(json).toMatchObject(expected);
  });

  it.each([
    ['purchasePrice', { purchasePrice: 'abc' }],
    ['purchasePrice', { purchasePrice: true }],
    ['loanTerm', { loanTerm: 'five' }],
    ['selfAssessedCreditScore', { selfAssessedCreditScore: 'EXCELLENT' }],
    ['year', { year: 'last year' }],
    ['year', { year: 20_230 }],
    ['year', { year: 2023.5 }],
    ['vin', { vin: 'X'.repeat(40) }],
    ['whoIsHelping', { whoIsHelping: { name: 'Sam' } }],
  ])('refuses a bad %s with 400 naming it', async (field, body) => {
    const { status, json } = await ask({ ...APPLICATION, ...body });
    expect(status).toBe(400);
    expect(json.error).toBe(`Invalid field: ${field}`);
    expect(json.issues[0].field).toBe(field);
  });

  it.each([
    ['nothing', {}, 'purchasePrice', PURCHASE_PRICE_REQUIRED_MESSAGE],
    ['a blank price', { purchasePrice: '' }, 'purchasePrice', PURCHASE_PRICE_REQUIRED_MESSAGE],
    ['a null price', { purchasePrice: null }, 'purchasePrice', PURCHASE_PRICE_REQUIRED_MESSAGE],
    ['an unknown field', { ...APPLICATION, colour: 'red' }, 'colour', UNKNOWN_FIELD_MESSAGE],
    [
      '__proto__',
      `{"purchasePrice": 30000, "__proto__": {"isAdmin": true}}`,
      '__proto__',
      UNKNOWN_FIELD_MESSAGE,
    ],
  ])('refuses %s with 400 naming the field', async (_label, body, field, message) => {
    const { status, json } = await ask(body);
    expect(status).toBe(400);
    expect(json).toEqual({ error: `Invalid field: ${field}`, issues: [{ field, message }] });
  });

  it.each([
    ['a body that is not JSON', '{'],
    ['an array', '[]'],
  ])('refuses %s with 400', async (_label, body) => {
    const { status, json } = await ask(body);
    expect(status).toBe(400);
    expect(json.error).toMatch(/body must be/);
  });

  it('takes a NUL in a text field out rather than failing', async () => {
    const { status } = await ask({ ...APPLICATION, vin: 'JTMB\u0000FREV10D012345', whoIsHelping: '\u0000' });
    expect(status).toBe(200);
  });

  it('is not offered on a site whose finance provider is not the instant-quote one', async () => {
    for (const site of ['carzone', 'summit-motor-group', 'outback-rv']) {
      const { status, json } = await ask(APPLICATION, { site });
      expect(status).toBe(404);
      expect(json.error).toBe('This site does not offer instant finance quotes.');
    }
  });

  it(
    `refuses the ${QUOTE_RATE_LIMIT + 1}th quote from one connection in 10 minutes`,
    () =>
      inOneRateWindow(async () => {
        const ip = '203.0.113.77';
        for (let i = 0; i < QUOTE_RATE_LIMIT; i++) expect((await ask(APPLICATION, { ip })).status).toBe(200);
        const refused = await ask(APPLICATION, { ip });
        expect(refused.status).toBe(429);
        expect(refused.json.error).toMatch(/Too many quotes/);
        expect((await ask(APPLICATION, { ip: '203.0.113.78' })).status).toBe(200);
      }),
    60_000,
  );
});

describe('POST /api/youx/quote through the lender', () => {
  let server: http.Server;
  let port: number;
  let respond: (response: http.ServerResponse) => void;

  beforeAll(async () => {
    port = await freePort();
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => respond(response));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const quoteThroughLender = (url: string) =>
    setInstantQuoteProviderForTests(
      lenderProvider(createLenderClient({ baseUrl: url, apiKey: 'k', timeoutMs: 500 })),
    );

  it('answers the lender’s figures with the inputs and the fine print', async () => {
    quoteThroughLender(`http://127.0.0.1:${port}`);
    respond = (response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ weeklyRepaymentAmount: 99, advertisedRate: 6.99, comparisonRate: 7.99 }));
    const { status, json } = await ask(APPLICATION);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      weeklyRepaymentAmount: 99,
      advertisedRate: 6.99,
      comparisonRate: 7.99,
      loanTerm: 5,
    });
  });

  it.each([
    ['answers 500', (response: http.ServerResponse) => response.writeHead(500).end()],
    [
      'hangs past the timeout',
      (response: http.ServerResponse) => setTimeout(() => response.writeHead(200).end('{}'), 1_500),
    ],
  ])('answers 502 with the spec’s message when the lender %s', async (_label, behaviour) => {
    quoteThroughLender(`http://127.0.0.1:${port}`);
    respond = behaviour;
    const { status, json } = await ask(APPLICATION);
    expect(status).toBe(502);
    expect(json).toEqual({ error: QUOTE_FAILED_MESSAGE });
    expect(QUOTE_FAILED_MESSAGE).toBe('Failed to get YouX quick quote');
  });

  it('answers 502 when nothing listens', async () => {
    quoteThroughLender(`http://127.0.0.1:${await freePort()}`);
    expect((await ask(APPLICATION)).json).toEqual({ error: 'Failed to get YouX quick quote' });
  });
});

describe('one weekly figure for a car (decision 019)', () => {
  it('its card, its search document, its page and the quote call agree', async () => {
    const now = new Date();
    const settings = coastal.config.finance;
    const post = (body: unknown) =>
      search(
        new Request('http://x.localhost/api/search', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SITE_HEADER]: 'coastal-toyota' },
          body: JSON.stringify(body),
        }),
      ).then((r) => r.json());

    // The card: a hit the results page renders with a weekly line, through the site's one rule.
    const { hits } = await post({ hitsPerPage: 100, sort: 'price_desc' });
    const hit = hits.find((h: CardHit) => financeDisplay({ settings, car: h, now }).weekly !== null);
    const weekly = financeDisplay({ settings, car: hit, now }).weekly as number;
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, hit.id));

    // The vehicle page decides its weekly figure from the car as stored.
    const dealershipSlug = hit.dealershipSlug;
    expect(financeDisplayForCar({ settings, car: { ...car, dealershipSlug }, now }).weekly).toBe(weekly);
    expect(car.youxQuote?.weeklyRepaymentAmount).toBe(weekly);

    // The search index files the car under that weekly figure.
    const filtered = await post({
      filters: { weekly_price: { min: weekly, max: weekly } },
      hitsPerPage: 100,
    });
    expect(filtered.hits.map((h: { id: number }) => h.id)).toContain(car.id);

    // The page's data call carries the same quote.
    const fields = await (
      await carFields(
        new Request(`http://x.localhost/api/cars/${car.slug}/view.json`, {
          headers: { [SITE_HEADER]: 'coastal-toyota' },
        }),
        {
          params: Promise.resolve({ slug: car.slug }),
        },
      )
    ).json();
    expect(fields.car_fields.youxQuote.weeklyRepaymentAmount).toBe(weekly);

    // The quote call, as the finance link starts it: the shown price, the car's year, 5 years, GREAT.
    const { json } = await ask({
      purchasePrice: hit.price,
      year: car.year,
      loanTerm: 5,
      selfAssessedCreditScore: 'GREAT',
    });
    expect(json.weeklyRepaymentAmount).toBe(weekly);
    expect(json.advertisedRate).toBe(car.youxQuote?.advertisedRate);
    expect(json.comparisonRate).toBe(car.youxQuote?.comparisonRate);
  });
});
