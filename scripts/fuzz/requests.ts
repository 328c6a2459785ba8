import fc from 'fast-check';
import { hostileString, hostileValue, type JsonSchema, mutatedObject, validValue } from './schema-values';
import { goodBodies, templateBodies } from './templates';

// One operation of the OpenAPI document → an arbitrary of HTTP requests against it: path and query
// parameters and bodies that fit, almost fit or do not fit at all, sent with the right, a wrong or no
// content type, to a site's host or to none.

export type Operation = {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }>; 'x-max-bytes'?: number };
  security: Array<Record<string, unknown>>;
};

export type FuzzRequest = {
  operation: string;
  method: string;
  /** Path and query, already encoded. */
  target: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** Sent as a client of the document sends it (wellFormedParts), not malformed on purpose. */
  wellFormed?: boolean;
};

export type Known = {
  hosts: string[];
  /** The dealer console's host: the only one that answers /api/console/ calls. */
  consoleHost: string;
  carSlugs: string[];
  carIds: number[];
  platformKey: string | null;
  stockKeys: string[];
  /** A signed-in shopper's cookie by host, for the sites with sign-in. */
  sessions: Record<string, string>;
};

const encoder = new TextEncoder();
/**
 * Characters of one path or query value as sent (percent-encoded): with the other values and the longest
 * header sent (a 5,000-character key) the request stays under Node's 16 KB header limit (past it: 431).
 */
const MAX_URL_VALUE = 2000;

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as its UTF-8-ish bytes. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
};

/**
 * A value percent-encoded within MAX_URL_VALUE characters: a character of another script encodes to up to
 * 12, so the raw text is cut until its encoding fits.
 */
function encodeBounded(value: string): string {
  let raw = value.slice(0, MAX_URL_VALUE);
  let encoded = encode(raw);
  while (encoded.length > MAX_URL_VALUE) {
    raw = raw.slice(0, Math.floor(raw.length / 2));
    encoded = encode(raw);
  }
  return encoded;
}

/** Path segments that are not what a route expects; some sent raw (bad percent-encoding, dots). */
const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '..',
  '%2e%2e',
  '%2F',
  '-1',
  '0',
  '2147483648',
  '99999999999',
];

function pathValue(name: string, schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  const fitting: fc.Arbitrary<string>[] = [
    (validValue(schema) as fc.Arbitrary<unknown>).map((v) => encode(String(v))),
  ];
  if (name === 'slug' && known.carSlugs.length) fitting.push(fc.constantFrom(...known.carSlugs));
  if (name === 'path')
    fitting.push(fc.constantFrom('about-us', 'finance', 'a/b/c/d', 'About', 'x'.repeat(300)));
  return fc.oneof(
    { weight: 3, arbitrary: fc.oneof(...fitting) },
    { weight: 2, arbitrary: hostileString().map((s) => encodeBounded(s) || '%20') },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

function queryString(operation: Operation, known: Known): fc.Arbitrary<string> {
  const params = operation.parameters.filter((p) => p.in === 'query');
  const pairs = params.map((param) => {
    const fitting: fc.Arbitrary<unknown>[] = [validValue(param.schema)];
    if (param.name === 'car' && known.carSlugs.length) fitting.push(fc.constantFrom(...known.carSlugs));
    if (param.name === 'car_id' && known.carIds.length)
      fitting.push(fc.constantFrom(...known.carIds.map(String)));
    return fc
      .oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 3, arbitrary: fc.oneof(...fitting) },
        { weight: 2, arbitrary: hostileValue(param.schema) },
      )
      .map((value) => {
        if (value === null) return '';
        const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        return `${encode(param.name)}=${encodeBounded(text)}`;
      });
  });
  const junk = fc.constantFrom(
    '',
    '',
    '',
    '&&&',
    'a=1&a=2',
    '%zz=%',
    '=x',
    'x[]=1&x[y]=2',
    `${'k'.repeat(MAX_URL_VALUE)}=v`,
  );
  return fc.tuple(fc.tuple(...pairs), junk).map(([list, extra]) => {
    const query = [...list, extra].filter(Boolean).join('&');
    return query ? `?${query}` : '';
  });
}

const WHOLE_BODIES = [
  '',
  'not json',
  'null',
  '[]',
  '"x"',
  '1',
  'true',
  '{',
  '{"a":',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`,
  '{"a":"\\u0000"}',
  '{"a":1e400}',
];

function jsonBody(
  schema: JsonSchema,
  templates: fc.Arbitrary<unknown> | null = null,
): fc.Arbitrary<Uint8Array> {
  const json = (value: unknown) => encoder.encode(JSON.stringify(value) ?? 'null');
  return fc.oneof(
    ...(templates ? [{ weight: 8, arbitrary: templates.map(json) }] : []),
    {
      weight: 8,
      arbitrary: mutatedObject(schema).map((value) => encoder.encode(JSON.stringify(value) ?? 'null')),
    },
    { weight: 2, arbitrary: fc.constantFrom(...WHOLE_BODIES).map((s) => encoder.encode(s)) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  );
}

function multipartBody(boundary: string): fc.Arbitrary<Uint8Array> {
  const part = fc.record({
    field: fc.constantFrom('photo', 'photo', 'other', 'ph\u0000oto'),
    filename: fc.oneof(
      fc.constant('car.jpg'),
      hostileString().map((s) => s.slice(0, 300)),
    ),
    type: fc.constantFrom(
      'image/jpeg',
      'image/png',
      'image/webp',
      'text/plain',
      'application/x-msdownload',
      '',
    ),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2000 }),
      fc.constant(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])),
      fc.constant(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ),
  });
  return fc.tuple(part, fc.boolean()).map(([p, close]) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`;
    const tail = close ? `\r\n--${boundary}--\r\n` : '';
    return new Uint8Array([...encoder.encode(head), ...p.bytes, ...encoder.encode(tail)]);
  });
}

const markdownBody = fc.oneof(
  fc.constant('---\ntitle: About us\n---\n# Hello\n'),
  fc.constant('---\ntitle: [1, 2\n---\n'),
  fc.constant('---\n---\n'),
  fc.constant(`---\ntitle: ${'x'.repeat(300_000)}\n---\n`),
  hostileString().map((s) => `---\ntitle: ${s}\nform: ${s}\n---\n${s}`),
  hostileString(),
);

type Body = { contentType: string | null; bytes: Uint8Array };

function body(operation: Operation): fc.Arbitrary<Body | null> {
  const content = operation.requestBody?.content;
  if (!content)
    return fc.oneof(
      fc.constant(null),
      fc.constant({ contentType: 'application/json', bytes: encoder.encode('{"x":1}') }),
    );
  const [type, { schema }] = Object.entries(content)[0];
  const boundary = 'fuzzboundary';
  const fitting: fc.Arbitrary<Body> =
    type === 'multipart/form-data'
      ? multipartBody(boundary).map((bytes) => ({
          contentType: `multipart/form-data; boundary=${boundary}`,
          bytes,
        }))
      : type === 'text/markdown'
        ? markdownBody.map((s) => ({ contentType: 'text/markdown', bytes: encoder.encode(s) }))
        : type === 'application/x-www-form-urlencoded'
          ? hostileString().map((s) => ({
              contentType: type,
              bytes: encoder.encode(`card=${encode(s)}&x=%zz`),
            }))
          : jsonBody(schema, templateBodies(`${operation.method.toUpperCase()} ${operation.path}`)).map(
              (bytes) => ({
                contentType: 'application/json',
                bytes,
              }),
            );
  const wrongType = fc.record({
    contentType: fc.constantFrom(
      null,
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
    ),
    bytes: jsonBody(schema),
  });
  return fc.oneof({ weight: 5, arbitrary: fitting }, { weight: 1, arbitrary: wrongType });
}

type Headers = Record<string, string>;

function authorization(operation: Operation, known: Known): fc.Arbitrary<Headers> {
  const scheme = Object.keys(operation.security[0] ?? {})[0];
  const bogus = fc.constantFrom<Headers>(
    {},
    { authorization: 'Bearer wrong' },
    { authorization: 'Bearer \u00e9\u00ff' },
    { 'x-api-key': 'x'.repeat(5000) },
  );
  if (scheme === 'platformKey' && known.platformKey)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant({ authorization: `Bearer ${known.platformKey}` }) },
      { weight: 1, arbitrary: bogus },
    );
  if (scheme === 'stockKey' && known.stockKeys.length)
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(...known.stockKeys).map((key) => ({ authorization: `Bearer ${key}` })),
      },
      { weight: 1, arbitrary: bogus },
    );
  if (scheme === 'webhookSignature')
    return fc.constantFrom<Headers>(
      {},
      { 'stripe-signature': 't=1,v1=00' },
      { 'x-test-payments-signature': 't=1,v1=abc' },
    );
  if (scheme === 'shopperSession')
    return fc.constantFrom<Headers>(
      {},
      { cookie: 'shopper_session=forged' },
      { cookie: 'shopper_session=%00' },
    );
  return fc.constant<Headers>({});
}

type Parts = {
  path: string;
  query: string;
  host: string;
  body: Body | null;
  auth: Headers;
  ip: string;
  sameOrigin: boolean;
  signedIn: boolean;
  wellFormed: boolean;
};

function filledPath(
  operation: Operation,
  value: (p: Operation['parameters'][number]) => fc.Arbitrary<string>,
) {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  return fc
    .tuple(...pathParams.map(value))
    .map((values) => pathParams.reduce((acc, p, i) => acc.replace(`{${p.name}}`, values[i]), operation.path));
}

/** Where a call is answered: the console's calls on its host, every other on a site's. */
const isConsoleCall = (operation: Operation) => operation.path.startsWith('/api/console/');
const ownHosts = (operation: Operation, known: Known) =>
  isConsoleCall(operation) ? [known.consoleHost] : known.hosts;

function fuzzedParts(operation: Operation, known: Known): fc.Arbitrary<Parts> {
  const others = isConsoleCall(operation)
    ? [known.hosts[0], 'localhost', '127.0.0.1']
    : ['unknown-dealer.localhost', 'localhost', '127.0.0.1'];
  return fc.record({
    path: filledPath(operation, (p) => pathValue(p.name, p.schema, known)),
    query: queryString(operation, known),
    host: fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...ownHosts(operation, known)) },
      { weight: 1, arbitrary: fc.constantFrom(...others) },
    ),
    body: body(operation),
    auth: authorization(operation, known),
    ip: fc.ipV4(),
    sameOrigin: fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    signedIn: fc.boolean(),
    wellFormed: fc.constant(false),
  });
}

/**
 * A value of a parameter as a client of the document sends it: a car or site the server has where it
 * takes one (a site only to read: a write would change the demo sites under the rest of the run).
 */
function knownOrValid(operation: Operation, name: string, schema: JsonSchema, known: Known) {
  if (name === 'slug' && operation.path.startsWith('/api/admin/')) {
    if (operation.method === 'get') return fc.constantFrom(...known.hosts.map((host) => host.split('.')[0]));
  } else if ((name === 'slug' || name === 'car') && known.carSlugs.length)
    return fc.constantFrom(...known.carSlugs);
  if (name === 'car_id' && known.carIds.length) return fc.constantFrom(...known.carIds.map(String));
  if (name === 'path') return fc.constantFrom('about-us', 'finance');
  return (validValue(schema) as fc.Arbitrary<unknown>).map((v) =>
    typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
  );
}

function wellFormedBody(operation: Operation): fc.Arbitrary<Body | null> {
  const content = operation.requestBody?.content;
  if (!content) return fc.constant(null);
  const [type, { schema }] = Object.entries(content)[0];
  const text = (contentType: string, value: string) =>
    fc.constant({ contentType, bytes: encoder.encode(value) });
  if (type === 'multipart/form-data')
    return multipartBody('fuzzboundary').map((bytes) => ({
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      bytes,
    }));
  if (type === 'text/markdown') return text(type, '---\ntitle: About us\n---\n# Hello\n');
  if (type === 'application/x-www-form-urlencoded') return text(type, 'action=pay');
  const good = goodBodies(`${operation.method.toUpperCase()} ${operation.path}`);
  return (good ?? validValue(schema)).map((value) => ({
    contentType: 'application/json',
    bytes: encoder.encode(JSON.stringify(value) ?? 'null'),
  }));
}

/**
 * Requests as a client generated from the document sends them: every parameter and the body fitting its
 * schema, a site's own host and origin, the right key and a signed-in shopper, so 2xx answers are checked
 * against the document too, not only refusals.
 */
function wellFormedParts(operation: Operation, known: Known): fc.Arbitrary<Parts> {
  const scheme = Object.keys(operation.security[0] ?? {})[0];
  const auth: Headers =
    scheme === 'platformKey' && known.platformKey
      ? { authorization: `Bearer ${known.platformKey}` }
      : scheme === 'stockKey' && known.stockKeys.length
        ? { authorization: `Bearer ${known.stockKeys[0]}` }
        : {};
  const params = operation.parameters.filter((p) => p.in === 'query');
  const query = fc
    .tuple(
      ...params.map((p) =>
        fc
          .tuple(fc.boolean(), knownOrValid(operation, p.name, p.schema, known))
          .map(([send, value]) => (send || p.required ? `${encode(p.name)}=${encodeBounded(value)}` : '')),
      ),
    )
    .map((pairs) => {
      const list = pairs.filter(Boolean);
      return list.length ? `?${list.join('&')}` : '';
    });
  return fc.record({
    path: filledPath(operation, (p) =>
      knownOrValid(operation, p.name, p.schema, known).map((v) => encode(v) || 'x'),
    ),
    query,
    host: fc.constantFrom(...ownHosts(operation, known)),
    body: wellFormedBody(operation),
    auth: fc.constant(auth),
    ip: fc.ipV4(),
    sameOrigin: fc.constant(true),
    signedIn: fc.constant(true),
    wellFormed: fc.constant(true),
  });
}

/** The arbitrary of requests to one operation of the document: one in six well formed. */
export function requestsFor(operation: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  return fc
    .oneof(
      { weight: 5, arbitrary: fuzzedParts(operation, known) },
      { weight: 1, arbitrary: wellFormedParts(operation, known) },
    )
    .map(({ path, query, host, body, auth, ip, sameOrigin, signedIn, wellFormed }) => {
      const headers: Record<string, string> = { host, 'x-forwarded-for': ip, ...auth };
      // Deleting the account would sign the shopper out for the rest of the run.
      const session = known.sessions[host];
      if (signedIn && session && operation.path !== '/api/account') headers.cookie = session;
      if (operation.method !== 'get') headers.origin = sameOrigin ? `http://${host}` : 'http://evil.example';
      if (body?.contentType) headers['content-type'] = body.contentType;
      return {
        operation: `${operation.method.toUpperCase()} ${operation.path}`,
        method: operation.method.toUpperCase(),
        target: `${path}${query}`,
        headers,
        body: operation.method === 'get' ? undefined : body?.bytes,
        wellFormed,
      };
    });
}
