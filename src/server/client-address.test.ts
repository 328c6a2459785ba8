import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, withClientAddress } from './client-address.ts';

let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer(
    withClientAddress((req, res) => {
      res.end(JSON.stringify(req.headers[CLIENT_ADDRESS_HEADER] ?? null));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('withClientAddress', () => {
  it('hands on the socket’s address', async () => {
    expect(await (await fetch(url)).json()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('overwrites an address the client sent under the same name', async () => {
    const answer = await fetch(url, { headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.66' } });
    expect(await answer.json()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});
