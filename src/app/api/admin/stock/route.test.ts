import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandleForTests } from '@/db';
import { cars, dealerships, stockImports } from '@/db/schema';
import { FEED_TOO_LARGE, FEED_TOO_MANY_ROWS, MAX_FEED_ROWS, rotateStockKey } from '@/features/stock-import';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { POST } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let dealershipId: number;
let otherId: number;
let KEY: string;
const URL_BASE = 'http://localhost:3000/api/admin/stock';

const CSV = [
  'stocknum,year,make,model,badge,car_type,price,km',
  'R1,2021,Toyota,HiLux,SR5,used,"$34,990","45,000"',
  'R2,2020,Mazda,CX-5,Maxx,used,abc,1000',
  'R3,2019,Kia,Rio,S,new,15990,10',
].join('\n');

function post(body: BodyInit, headers: Record<string, string>, query = ''): Promise<Response> {
  return POST(new Request(`${URL_BASE}${query}`, { method: 'POST', body, headers }));
}

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  const rows = await handle.db
    .insert(dealerships)
    .values([
      { slug: 'route-motors', name: 'Route Motors' },
      { slug: 'keyless-motors', name: 'Keyless Motors' },
    ])
    .returning({ id: dealerships.id });
  [dealershipId, otherId] = rows.map((row) => row.id);
  KEY = await rotateStockKey(handle.db, 'route-motors');
});

afterAll(async () => {
  await handle?.drop();
});

describe('POST /api/admin/stock', () => {
  it.each([
    ['no key', {}],
    ['a wrong key', { authorization: 'Bearer stk_someone-else' }],
    ['the key derived from the slug', { authorization: 'Bearer demo-key-route-motors' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a wrong X-Api-Key', { 'x-api-key': 'nope' }],
  ])('401 with %s', async (_label, headers) => {
    const response = await post(CSV, { 'content-type': 'text/csv', ...headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid or missing API key' });
  });

  it('200 with the key and a CSV feed: good rows load, bad rows carry line and field', async () => {
    const response = await post(CSV, { 'content-type': 'text/csv', authorization: `Bearer ${KEY}` });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      dealership: 'route-motors',
      full: true,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      markedSold: 0,
      rejected: 1,
      errors: [{ line: 3, field: 'price', message: "must be a number, got 'abc'" }],
    });
    const stored = await handle.db.select().from(cars).where(eq(cars.dealershipId, dealershipId));
    expect(stored.map((car) => [car.stocknum, car.price]).sort()).toEqual([
      ['R1', 34990],
      ['R3', 15990],
    ]);
    const [audit] = await handle.db.select().from(stockImports).where(eq(stockImports.id, body.importId));
    expect(audit).toMatchObject({ source: 'api', dealershipId, fullFeed: true });
  });

  it('X-Api-Key works too; a JSON feed with full: false marks nothing sold', async () => {
    const response = await post(
      JSON.stringify({
        cars: [
          {
            stocknum: 'R1',
            year: 2021,
            make: 'Toyota',
            model: 'HiLux',
            badge: 'SR5',
            car_type: 'used',
            price: 33990,
            km: 45000,
          },
        ],
        full: false,
      }),
      { 'content-type': 'application/json', 'x-api-key': KEY },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ full: false, updated: 1, markedSold: 0 });
  });

  it('a JSON array is a full feed by default', async () => {
    const response = await post(
      JSON.stringify([
        {
          stocknum: 'R1',
          year: 2021,
          make: 'Toyota',
          model: 'HiLux',
          badge: 'SR5',
          car_type: 'used',
          price: 33990,
          km: 45000,
        },
      ]),
      { 'content-type': 'application/json; charset=utf-8', authorization: `bearer ${KEY}` },
    );
    expect(await response.json()).toMatchObject({ full: true, unchanged: 1, markedSold: 1 });
  });

  it('?full=false keeps a CSV feed partial', async () => {
    const response = await post(
      'stocknum,year,make,model,car_type,price\nR9,2024,Kia,EV6,new,69990\n',
      { 'content-type': 'text/csv', authorization: `Bearer ${KEY}` },
      '?full=false',
    );
    expect(await response.json()).toMatchObject({ full: false, inserted: 1, markedSold: 0 });
  });

  it.each([
    ['garbage JSON', 'application/json', '{"cars": [', 'The body is not valid JSON'],
    ['a JSON object without cars', 'application/json', '{"vehicles": []}', 'Expected a JSON array'],
    ['a bad full flag', 'application/json', '{"cars": [], "full": "yes"}', 'Invalid field: full'],
    ['a wrong content type', 'text/plain', CSV, 'Content-Type must be application/json or text/csv'],
    [
      'an unreadable CSV',
      'text/csv',
      'stocknum,year,make,model,car_type,price\n"R1,2021',
      'The CSV could not be read',
    ],
    ['a CSV without required columns', 'text/csv', 'stocknum,year\nR1,2021\n', 'Required columns missing'],
  ])('400 for %s', async (_label, contentType, body, error) => {
    const response = await post(body, { 'content-type': contentType, authorization: `Bearer ${KEY}` });
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.error).toContain(error);
    expect(JSON.stringify(json)).not.toMatch(/at .*\.ts:\d+/); // no stack traces
  });

  it('413 over 20 MB, by header or by streamed size', async () => {
    const big = await post('x', {
      'content-type': 'text/csv',
      authorization: `Bearer ${KEY}`,
      'content-length': String(21 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 21) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await POST(
      new Request(URL_BASE, {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${KEY}` },
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it('a rotated-out key is refused; the new key works', async () => {
    const csv = 'stocknum,year,make,model,car_type,price\nR9,2024,Kia,EV6,new,69990\n';
    const old = KEY;
    KEY = await rotateStockKey(handle.db, 'route-motors');
    expect(KEY).not.toBe(old);
    const refused = await post(
      csv,
      { 'content-type': 'text/csv', authorization: `Bearer ${old}` },
      '?full=false',
    );
    expect(refused.status).toBe(401);
    const accepted = await post(csv, { 'content-type': 'text/csv', 'x-api-key': KEY }, '?full=false');
    expect(accepted.status).toBe(200);
  });

  it.each([
    [
      'a CSV over the row cap',
      'text/csv',
      () =>
        [
          'stocknum,year,make,model,car_type,price',
          ...Array.from({ length: MAX_FEED_ROWS + 1 }, (_, i) => `Z${i},2024,Kia,EV6,new,69990`),
        ].join('\n'),
      FEED_TOO_MANY_ROWS,
    ],
    [
      'a JSON feed over the row cap',
      'application/json',
      () => JSON.stringify(Array.from({ length: MAX_FEED_ROWS + 1 }, (_, i) => ({ stocknum: `Z${i}` }))),
      FEED_TOO_MANY_ROWS,
    ],
    [
      'a 21 MB CSV whose first rows are good',
      'text/csv',
      () =>
        `stocknum,year,make,model,car_type,price,dealercomments\nZ1,2024,Kia,EV6,new,69990,${'x'.repeat(21 * 1024 * 1024)}\n`,
      FEED_TOO_LARGE,
    ],
    [
      'a 21 MB JSON feed',
      'application/json',
      () => JSON.stringify([{ stocknum: 'Z1', dealercomments: 'x'.repeat(21 * 1024 * 1024) }]),
      FEED_TOO_LARGE,
    ],
  ])('413 for %s: refused whole, no car marked sold', async (_label, contentType, body, error) => {
    const before = await handle.db.select().from(cars).where(eq(cars.dealershipId, dealershipId));
    const response = await post(body(), { 'content-type': contentType, authorization: `Bearer ${KEY}` });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error });
    const after = await handle.db.select().from(cars).where(eq(cars.dealershipId, dealershipId));
    expect(after).toEqual(before);
  });

  it('a key only ever reaches its own dealership', async () => {
    const other = await handle.db.select().from(cars).where(eq(cars.dealershipId, otherId));
    expect(other).toEqual([]);
  });
});
