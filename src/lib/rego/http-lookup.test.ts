import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { freePort } from '../../../scripts/free-port';
import { createHttpRegoLookup } from './http-lookup';
import { REGO_LOOKUP_TIMEOUT_MS, RegoLookupError } from './lookup';

describe('HTTP rego lookup', () => {
  type Seen = { method?: string; url?: string; apiKey?: string | string[] };
  let port: number;
  let server: http.Server;
  let seen: Seen[] = [];
  let answer: (response: http.ServerResponse) => void = () => {};

  beforeAll(async () => {
    port = await freePort();
    server = http.createServer((request, response) => {
      seen.push({ method: request.method, url: request.url, apiKey: request.headers['x-api-key'] });
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterEach(() => {
    seen = [];
    server.closeAllConnections();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const reply = (status: number, body: string) => (response: http.ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };
  const lookup = (timeoutMs?: number) =>
    createHttpRegoLookup({ baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: 'KEY-1', timeoutMs });

  const ranger = {
    year: 2023,
    make: 'Ford',
    model: 'Ranger',
    badge: 'XLT',
    series: 'PY',
    body: 'Ute',
    colour: 'Arctic White',
    fuel: 'Diesel',
    transmission: 'Automatic',
    vin: 'MNAUMFF50PW123456',
  };

  it('asks for the plate in its state with the API key and answers the vehicle', async () => {
    answer = reply(200, JSON.stringify({ ...ranger, odometer: 41000 }));
    expect(await lookup().find('824TRD', 'QLD')).toEqual(ranger);
    expect(seen).toEqual([{ method: 'GET', url: '/v1/vehicles?plate=824TRD&state=QLD', apiKey: 'KEY-1' }]);
  });

  it('reads missing, null and blank details as unknown, and trims the rest', async () => {
    answer = reply(
      200,
      JSON.stringify({
        year: 2009,
        make: ' Holden ',
        model: 'Commodore',
        badge: '',
        series: null,
        vin: '  ',
      }),
    );
    expect(await lookup().find('AB12CD', 'NSW')).toEqual({
      year: 2009,
      make: 'Holden',
      model: 'Commodore',
      badge: null,
      series: null,
      body: null,
      colour: null,
      fuel: null,
      transmission: null,
      vin: null,
    });
  });

  it('answers null for a plate the register does not hold (404)', async () => {
    answer = reply(404, JSON.stringify({ error: 'Not found' }));
    expect(await lookup().find('ZZZ999', 'QLD')).toBeNull();
  });

  it.each([
    [500, '{"error":"down"}', 'The rego provider answered 500'],
    [401, '{"error":"bad key"}', 'The rego provider answered 401'],
    [200, '<html>maintenance</html>', 'The rego provider answered 200 with no JSON'],
    [200, '[]', 'The rego provider answered 200 with no vehicle: (body)'],
    [200, '{"year":"2020","make":"Kia"}', 'The rego provider answered 200 with no vehicle: year, model'],
  ])('a %i answer %j is a RegoLookupError', async (status, body, message) => {
    answer = reply(status, body);
    const failure = lookup().find('ABC123', 'QLD');
    await expect(failure).rejects.toBeInstanceOf(RegoLookupError);
    await expect(failure).rejects.toThrow(message);
  });

  it('gives up on a provider that never answers after the timeout passed in', async () => {
    answer = () => {};
    const started = Date.now();
    await expect(lookup(150).find('ABC123', 'QLD')).rejects.toThrow(
      'The rego provider gave no answer in 150 ms',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(REGO_LOOKUP_TIMEOUT_MS).toBe(5000);
  });

  it('is a RegoLookupError when the provider cannot be reached', async () => {
    const closed = await freePort();
    const unreachable = createHttpRegoLookup({ baseUrl: `http://127.0.0.1:${closed}`, apiKey: 'k' });
    await expect(unreachable.find('ABC123', 'QLD')).rejects.toThrow(/could not be reached/);
  });
});

describe('rego provider settings', () => {
  it('are both set or neither', () => {
    expect(parseEnv({}).REGO_API_URL).toBeUndefined();
    const both = parseEnv({ REGO_API_URL: 'https://rego.test/v1', REGO_API_KEY: 'k' });
    expect([both.REGO_API_URL, both.REGO_API_KEY]).toEqual(['https://rego.test/v1', 'k']);
    expect(() => parseEnv({ REGO_API_URL: 'https://rego.test/v1' })).toThrow(
      /REGO_API_KEY: missing while REGO_API_URL is set/,
    );
    expect(() => parseEnv({ REGO_API_KEY: 'k' })).toThrow(/REGO_API_URL: missing while REGO_API_KEY is set/);
    expect(() => parseEnv({ REGO_API_URL: 'not a url', REGO_API_KEY: 'k' })).toThrow(/REGO_API_URL/);
  });
});
