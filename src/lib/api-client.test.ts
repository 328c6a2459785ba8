import { describe, expect, it, vi } from 'vitest';
import {
  apiFieldName,
  apiMessage,
  getJson,
  okBody,
  postJson,
  readApiAnswer,
  sendJson,
} from '@/lib/api-client';
import { getFile, postFormData } from './api-client-files';

const respond = (status: number, body: string | null, type = 'application/json') =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'content-type': type } }),
  );

describe('apiFieldName', () => {
  it.each([
    ['email', 'email'],
    ['fields.email', 'email'],
    ['fields.address.postcode', 'address.postcode'],
    ['vehicle.year', 'vehicle.year'],
    ['(body)', null],
    ['', null],
    ['fields.', null],
  ])('%j names %j', (path, field) => expect(apiFieldName(path)).toBe(field));
});

describe('readApiAnswer', () => {
  it.each([
    {
      what: 'a 400 with issues: each field its first message, nested paths under fields. unwrapped',
      status: 400,
      body: {
        error: 'Invalid fields: fields.email, fields.email, year, fields.address.postcode',
        issues: [
          { field: 'fields.email', message: 'Please enter a valid email.' },
          { field: 'fields.email', message: 'A second message.' },
          { field: 'year', message: 'Please enter a year from 1950.' },
          { field: 'fields.address.postcode', message: 'Please enter a postcode.' },
        ],
      },
      expected: {
        kind: 'invalid',
        status: 400,
        message: 'Invalid fields: fields.email, fields.email, year, fields.address.postcode',
        fieldErrors: {
          email: 'Please enter a valid email.',
          year: 'Please enter a year from 1950.',
          'address.postcode': 'Please enter a postcode.',
        },
      },
    },
    {
      what: 'a 400 whose issues name only the body is a refusal with its message',
      status: 400,
      body: {
        error: 'Invalid field: body must be a JSON object',
        issues: [{ field: '(body)', message: 'x' }],
      },
      expected: { kind: 'refused', status: 400, message: 'Invalid field: body must be a JSON object' },
    },
    {
      what: 'a 400 without issues (a full garage) is a refusal',
      status: 400,
      body: { error: 'A garage holds at most 10 vehicles.' },
      expected: { kind: 'refused', status: 400, message: 'A garage holds at most 10 vehicles.' },
    },
    ...[401, 403, 404, 409, 429, 500, 503].map((status) => ({
      what: `a ${status} with its message`,
      status,
      body: { error: `Refused ${status}.` },
      expected: { kind: 'refused', status, message: `Refused ${status}.` },
    })),
    {
      what: 'a blank error is no message',
      status: 429,
      body: { error: '  ' },
      expected: { kind: 'refused', status: 429, message: null },
    },
    {
      what: 'malformed issues are skipped',
      status: 400,
      body: { error: 'Bad', issues: [null, { field: 'a' }, { message: 'no field' }, 'x'] },
      expected: { kind: 'refused', status: 400, message: 'Bad' },
    },
    {
      what: 'a 201 is ok with its body',
      status: 201,
      body: { vehicle: { id: 1 } },
      expected: { kind: 'ok', status: 201, body: { vehicle: { id: 1 } } },
    },
  ])('$what', ({ status, body, expected }) => {
    expect(readApiAnswer(status, body)).toMatchObject(expected);
  });

  it('takes the form’s own mapping of paths to fields', () => {
    const lead = (path: string) => (path.startsWith('fields.') ? path.slice(7).split('.')[0] : null);
    const result = readApiAnswer(
      400,
      {
        error: 'x',
        issues: [
          { field: 'car_id', message: 'a' },
          { field: 'fields.address.line', message: 'b' },
        ],
      },
      lead,
    );
    expect(result).toMatchObject({ kind: 'invalid', fieldErrors: { address: 'b' } });
  });
});

describe('sendJson', () => {
  it('posts the body as JSON with the signal and reads the typed answer', async () => {
    const fetchImpl = respond(200, JSON.stringify({ savedSearch: { name: 'Utes' } }));
    const controller = new AbortController();
    const result = await postJson<{ savedSearch: { name: string } }>(
      '/api/saved-searches',
      { url: '/cars', channel: 'email' },
      { signal: controller.signal, fetchImpl },
    );
    expect(result).toEqual({ kind: 'ok', status: 200, body: { savedSearch: { name: 'Utes' } } });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/saved-searches');
    expect(init?.method).toBe('POST');
    expect(init?.signal).toBe(controller.signal);
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ url: '/cars', channel: 'email' });
  });

  it('sends with another method when told', async () => {
    const fetchImpl = respond(204, null);
    expect(await sendJson('/api/x', {}, { method: 'PATCH', fetchImpl })).toEqual({
      kind: 'ok',
      status: 204,
      body: null,
    });
    expect(fetchImpl.mock.calls[0][1]?.method).toBe('PATCH');
  });

  it.each([
    { status: 200, expected: { kind: 'ok', status: 200, body: null } },
    { status: 502, expected: { kind: 'refused', status: 502, message: null } },
    { status: 400, expected: { kind: 'refused', status: 400, message: null } },
  ])('a non-JSON $status answer', async ({ status, expected }) => {
    const fetchImpl = respond(status, '<html>Bad gateway</html>', 'text/html');
    expect(await postJson('/api/x', {}, { fetchImpl })).toMatchObject(expected);
  });

  it('a network failure is failed, not aborted', async () => {
    const error = new TypeError('Failed to fetch');
    const fetchImpl = vi.fn(async () => {
      throw error;
    });
    expect(await postJson('/api/x', {}, { fetchImpl })).toEqual({ kind: 'failed', aborted: false, error });
  });

  it('an aborted call is failed and aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      return new Response('{}');
    });
    expect(await postJson('/api/x', {}, { fetchImpl, signal: controller.signal })).toMatchObject({
      kind: 'failed',
      aborted: true,
    });
  });
});

describe('sendJson without a body', () => {
  it('sends no body and no content type', async () => {
    const fetchImpl = respond(204, null);
    expect(await sendJson('/api/photos/3', undefined, { method: 'DELETE', fetchImpl })).toEqual({
      kind: 'ok',
      status: 204,
      body: null,
    });
    const init = fetchImpl.mock.calls[0][1];
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });
});

describe('getJson', () => {
  it('reads with GET, the cache mode and the signal, and reads a refusal like a send', async () => {
    const fetchImpl = respond(200, JSON.stringify({ user: null }));
    const controller = new AbortController();
    expect(
      await getJson('/api/session', { cache: 'no-store', signal: controller.signal, fetchImpl }),
    ).toEqual({
      kind: 'ok',
      status: 200,
      body: { user: null },
    });
    const init = fetchImpl.mock.calls[0][1];
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.cache).toBe('no-store');
    expect(init?.signal).toBe(controller.signal);
    expect(init?.body).toBeUndefined();
    expect(
      await getJson('/api/x', { fetchImpl: respond(404, JSON.stringify({ error: 'Not found.' })) }),
    ).toMatchObject({ kind: 'refused', status: 404, message: 'Not found.' });
  });
});

describe('postFormData', () => {
  it('posts the form as it is, leaving its multipart type to the browser', async () => {
    const fetchImpl = respond(201, JSON.stringify({ photo: { id: 4 } }));
    const data = new FormData();
    data.append('photo', new Blob(['x'], { type: 'image/jpeg' }), 'car.jpg');
    expect(await postFormData('/api/valuations/1/photos', data, { fetchImpl })).toEqual({
      kind: 'ok',
      status: 201,
      body: { photo: { id: 4 } },
    });
    const init = fetchImpl.mock.calls[0][1];
    expect(init?.body).toBe(data);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });
});

describe('getFile', () => {
  it('answers the bytes of a 2xx, and the JSON error of anything else', async () => {
    const ok = await getFile('/cars/x.pdf', { fetchImpl: respond(200, '%PDF-1.7', 'application/pdf') });
    expect(ok.kind).toBe('ok');
    expect(ok.kind === 'ok' && (await ok.body?.text())).toBe('%PDF-1.7');
    expect(
      await getFile('/cars/x.pdf', { fetchImpl: respond(503, JSON.stringify({ error: 'Busy.' })) }),
    ).toMatchObject({ kind: 'refused', status: 503, message: 'Busy.' });
  });
});

describe('apiMessage', () => {
  it.each([
    { result: readApiAnswer(429, { error: 'Slow down.' }), message: 'Slow down.' },
    { result: readApiAnswer(400, { error: 'Bad', issues: [{ field: 'a', message: 'x' }] }), message: 'Bad' },
    { result: readApiAnswer(200, { error: 'ignored' }), message: null },
    { result: { kind: 'failed', aborted: false, error: null } as const, message: null },
  ])('$message', ({ result, message }) => expect(apiMessage(result)).toBe(message));
});

describe('okBody', () => {
  it('answers an ok body and throws anything else', () => {
    expect(okBody(readApiAnswer(200, { hits: [] }))).toEqual({ hits: [] });
    expect(okBody(readApiAnswer(204, null))).toBeNull();
    expect(() => okBody(readApiAnswer(503, { error: 'Busy.' }))).toThrow('HTTP 503: Busy.');
    expect(() => okBody(readApiAnswer(404, null))).toThrow(/^HTTP 404$/);
    const error = new TypeError('Failed to fetch');
    expect(() => okBody({ kind: 'failed', aborted: false, error })).toThrow(error);
  });
});
