import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedRequestId, currentRequestId, REQUEST_ID_HEADER, withRequestId } from './request-id.ts';

describe('acceptedRequestId', () => {
  it.each([
    ['abc-123', 'abc-123'],
    ['A.b_c-D', 'A.b_c-D'],
    ['9f1c2e0a-4b7d-4c1e-8a2b-3d4e5f607182', '9f1c2e0a-4b7d-4c1e-8a2b-3d4e5f607182'],
    ['x'.repeat(64), 'x'.repeat(64)],
    ['x'.repeat(65), null],
    ['', null],
    ['has space', null],
    ['semi;colon', null],
    ['new\nline', null],
    ['quote"d', null],
    ['slash/ed', null],
    ['ünïcode', null],
    ['a, b', null], // the same header sent twice arrives joined
  ])('%j → %j', (value, accepted) => {
    expect(acceptedRequestId(value)).toBe(accepted);
  });

  it('refuses what is not a string', () => {
    expect(acceptedRequestId(undefined)).toBeNull();
    expect(acceptedRequestId(['a', 'b'])).toBeNull();
  });
});

describe('withRequestId', () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer(
      withRequestId(
        async (req, res) => {
          // Read after an await: the id follows the request's async work.
          await new Promise((resolve) => setTimeout(resolve, 5));
          res.end(JSON.stringify({ context: currentRequestId(), header: req.headers[REQUEST_ID_HEADER] }));
        },
        () => 'generated-id',
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps a sane id: in the response header, the request header and the context', async () => {
    const response = await fetch(url, { headers: { 'x-request-id': 'lb-42.a_b' } });
    expect(response.headers.get('x-request-id')).toBe('lb-42.a_b');
    expect(await response.json()).toEqual({ context: 'lb-42.a_b', header: 'lb-42.a_b' });
  });

  it.each([['x'.repeat(65)], ['bad id'], ['<script>']])('replaces %j with a new id', async (sent) => {
    const response = await fetch(url, { headers: { 'x-request-id': sent } });
    expect(response.headers.get('x-request-id')).toBe('generated-id');
    expect(await response.json()).toEqual({ context: 'generated-id', header: 'generated-id' });
  });

  it('makes one when none is sent', async () => {
    const response = await fetch(url);
    expect(response.headers.get('x-request-id')).toBe('generated-id');
  });

  it('has no id outside a request', () => {
    expect(currentRequestId()).toBeUndefined();
  });

  it('makes UUIDs by default', () => {
    let header: unknown;
    const res = { setHeader: (_name: string, value: unknown) => (header = value) };
    withRequestId(() => undefined)(
      { headers: {} } as http.IncomingMessage,
      res as unknown as http.ServerResponse,
    );
    expect(header).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
