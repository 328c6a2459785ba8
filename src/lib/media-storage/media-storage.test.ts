import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { freePort } from '../../../scripts/free-port';
import { createFolderStorage } from './folder';
import { createS3Storage } from './s3';
import { contentTypeOfKey, isStorageKey } from './storage';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('storage keys', () => {
  it.each([
    ['valuations/0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d/1.webp', true],
    ['a', true],
    ['a/b_c-d.e', true],
    ['', false],
    ['/etc/passwd', false],
    ['a/../b', false],
    ['..', false],
    ['a..b', false],
    ['./a', false],
    ['a/./b', false],
    ['a//b', false],
    ['a/', false],
    ['a\u0000b', false],
    ['a\\b', false],
    ['C:/a', false],
    ['a b', false],
    ['a%2Fb', false],
    ['ä', false],
    ['x'.repeat(512), true],
    ['x'.repeat(513), false],
  ])('%j is a key: %s', (key, expected) => {
    expect(isStorageKey(key)).toBe(expected);
  });
});

describe('content types by extension', () => {
  it.each([
    ['valuations/v/1.webp', 'image/webp'],
    ['a/B.JPG', 'image/jpeg'],
    ['a/b.pdf', 'application/pdf'],
    ['a/b', 'application/octet-stream'],
    ['a.webp/b', 'application/octet-stream'],
  ])('%s is %s', (key, type) => {
    expect(contentTypeOfKey(key)).toBe(type);
  });
});

describe('folder storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps a file at its key, reads it back with its type and deletes it', async () => {
    const storage = createFolderStorage(dir);
    await storage.put('valuations/v1/1.webp', bytes('RIFF'), 'image/webp');
    expect(await readFile(path.join(dir, 'valuations', 'v1', '1.webp'), 'utf8')).toBe('RIFF');
    const stored = await storage.get('valuations/v1/1.webp');
    expect(stored && { body: text(stored.body), contentType: stored.contentType }).toEqual({
      body: 'RIFF',
      contentType: 'image/webp',
    });
    await storage.put('valuations/v1/1.webp', bytes('RIFF2'), 'image/webp');
    expect(text((await storage.get('valuations/v1/1.webp'))?.body ?? bytes(''))).toBe('RIFF2');
    expect(await readdir(path.join(dir, 'valuations', 'v1'))).toEqual(['1.webp']);

    await storage.put('content-images/3/a.webp', bytes('a'), 'image/webp');
    await writeFile(path.join(dir, 'content-images', '3', 'b.webp.0a1b2c3d.tmp'), 'half a photo');
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual(['content-images/3/a.webp', 'valuations/v1/1.webp']);

    await storage.delete('valuations/v1/1.webp');
    expect(await storage.get('valuations/v1/1.webp')).toBeNull();
    await storage.delete('valuations/v1/1.webp');
    expect(await storage.get('valuations/none/1.webp')).toBeNull();
    expect(await storage.get('valuations')).toBeNull();
  });

  it.each(['../escape.webp', '/tmp/escape.webp', 'a\u0000.webp', 'a/../../b.webp', 'a b.webp'])(
    'refuses the key %j for every call',
    async (key) => {
      const storage = createFolderStorage(dir);
      await expect(storage.put(key, bytes('x'), 'image/webp')).rejects.toThrow('Not a storage key');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key');
      await expect(storage.delete(key)).rejects.toThrow('Not a storage key');
      expect(await readdir(path.dirname(dir))).not.toContain('escape.webp');
    },
  );
});

// A bucket on a local port that checks each request's AWS Signature V4 the way S3 does: it recomputes the
// signature from the canonical request with the secret it knows, and refuses any other.
const ACCESS_KEY = 'AKIDEXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const REGION = 'ap-southeast-2';

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function expectedSignature(request: http.IncomingMessage, body: Buffer): string | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return null;
  const [, accessKey, day, region, signedHeaders] = match;
  if (accessKey !== ACCESS_KEY || region !== REGION) return null;
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
    return null;
  const payloadHash = request.headers['x-amz-content-sha256'] as string;
  if (payloadHash !== createHash('sha256').update(body).digest('hex')) return null;
  const url = new URL(request.url ?? '/', 'http://bucket');
  const canonical = [
    request.method,
    url.pathname,
    url.searchParams.toString(),
    ...names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const datetime = request.headers['x-amz-date'] as string;
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    datetime,
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

describe('S3 storage', () => {
  let port: number;
  let server: http.Server;
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  let seen: { method?: string; url?: string; signed: boolean }[] = [];
  let failNext = 0;

  beforeAll(async () => {
    port = await freePort();
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const signature = /Signature=([0-9a-f]{64})$/.exec(request.headers.authorization ?? '')?.[1];
        const signed = signature !== undefined && signature === expectedSignature(request, body);
        seen.push({ method: request.method, url: request.url, signed });
        const reply = (status: number, xmlCode?: string) => {
          response.writeHead(status, { 'content-type': 'application/xml' });
          response.end(xmlCode ? `<?xml version="1.0"?><Error><Code>${xmlCode}</Code></Error>` : '');
        };
        if (!signed) return reply(403, 'SignatureDoesNotMatch');
        if (failNext > 0) {
          failNext--;
          return reply(500, 'InternalError');
        }
        const url = request.url ?? '';
        const listing = new URL(url, 'http://bucket');
        if (request.method === 'GET' && listing.pathname === '/trade-ins') {
          // ListObjectsV2, two keys a page, the token naming where the next page starts.
          const keys = [...objects.keys()].sort();
          const from = Number(listing.searchParams.get('continuation-token')?.slice('from-'.length) ?? 0);
          const page = keys.slice(from, from + 2);
          const more = from + 2 < keys.length;
          response.writeHead(200, { 'content-type': 'application/xml' });
          return response.end(
            `<?xml version="1.0"?><ListBucketResult><IsTruncated>${more}</IsTruncated>${page
              .map((key) => `<Contents><Key>${key.replaceAll('&', '&amp;')}</Key></Contents>`)
              .join(
                '',
              )}${more ? `<NextContinuationToken>from-${from + 2}</NextContinuationToken>` : ''}</ListBucketResult>`,
          );
        }
        if (!url.startsWith('/trade-ins/')) return reply(404, 'NoSuchBucket');
        const key = url.slice('/trade-ins/'.length);
        if (request.method === 'PUT') {
          objects.set(key, { body, contentType: request.headers['content-type'] ?? '' });
          return reply(200);
        }
        if (request.method === 'DELETE') {
          objects.delete(key);
          return reply(204);
        }
        const object = objects.get(key);
        if (!object) return reply(404, 'NoSuchKey');
        response.writeHead(200, { 'content-type': object.contentType });
        response.end(object.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterEach(() => {
    seen = [];
    failNext = 0;
    server.closeAllConnections();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = (settings: { bucket?: string; secret?: string; timeoutMs?: number } = {}) =>
    createS3Storage({
      endpoint: `http://127.0.0.1:${port}/`,
      bucket: settings.bucket ?? 'trade-ins',
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: settings.secret ?? SECRET,
      timeoutMs: settings.timeoutMs,
    });

  it('puts, gets and deletes path-style, every request signed for its bucket and key', async () => {
    const key = 'valuations/0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d/1.webp';
    await storage().put(key, bytes('RIFF-photo'), 'image/webp');
    expect(objects.get(key)).toEqual({ body: Buffer.from('RIFF-photo'), contentType: 'image/webp' });

    const stored = await storage().get(key);
    expect(stored && { body: text(stored.body), contentType: stored.contentType }).toEqual({
      body: 'RIFF-photo',
      contentType: 'image/webp',
    });
    await storage().delete(key);
    expect(objects.has(key)).toBe(false);
    expect(await storage().get(key)).toBeNull();
    expect(seen).toEqual([
      { method: 'PUT', url: `/trade-ins/${key}`, signed: true },
      { method: 'GET', url: `/trade-ins/${key}`, signed: true },
      { method: 'DELETE', url: `/trade-ins/${key}`, signed: true },
      { method: 'GET', url: `/trade-ins/${key}`, signed: true },
    ]);
  });

  it('lists every key page by page, leaving out objects the product could not have made', async () => {
    objects.clear();
    for (const key of ['a/1.webp', 'a/2.webp', 'b/3.webp', 'c/4.webp', 'c/5.webp'])
      await storage().put(key, bytes(key), 'image/webp');
    objects.set('not ours & odd.txt', { body: Buffer.from('x'), contentType: 'text/plain' });
    seen = [];
    const keys: string[] = [];
    for await (const key of storage().list()) keys.push(key);
    expect(keys).toEqual(['a/1.webp', 'a/2.webp', 'b/3.webp', 'c/4.webp', 'c/5.webp']);
    expect(seen).toEqual([
      { method: 'GET', url: '/trade-ins?list-type=2', signed: true },
      { method: 'GET', url: '/trade-ins?continuation-token=from-2&list-type=2', signed: true },
      { method: 'GET', url: '/trade-ins?continuation-token=from-4&list-type=2', signed: true },
    ]);
    objects.clear();
  });

  it('throws when the listing is refused', async () => {
    failNext = 1;
    await expect(storage().list()[Symbol.asyncIterator]().next()).rejects.toThrow(
      'S3 answered 500 InternalError to GET the bucket listing',
    );
  });

  it('throws when the bucket answers 500 to a put, naming the status and S3 code', async () => {
    failNext = 1;
    await expect(storage().put('valuations/v/1.webp', bytes('x'), 'image/webp')).rejects.toThrow(
      'S3 answered 500 InternalError to PUT valuations/v/1.webp',
    );
    expect(objects.has('valuations/v/1.webp')).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('throws on a get or delete the bucket fails', async () => {
    failNext = 2;
    await expect(storage().get('valuations/v/1.webp')).rejects.toThrow('S3 answered 500');
    await expect(storage().delete('valuations/v/1.webp')).rejects.toThrow('S3 answered 500');
  });

  it('is refused with a wrong secret', async () => {
    await expect(storage({ secret: 'wrong' }).put('a.webp', bytes('x'), 'image/webp')).rejects.toThrow(
      'S3 answered 403 SignatureDoesNotMatch to PUT a.webp',
    );
    expect(seen).toEqual([{ method: 'PUT', url: '/trade-ins/a.webp', signed: false }]);
  });

  it('refuses a key that could leave the bucket before any request', async () => {
    await expect(storage().put('../other-bucket/a.webp', bytes('x'), 'image/webp')).rejects.toThrow(
      'Not a storage key',
    );
    await expect(storage().get('/a.webp')).rejects.toThrow('Not a storage key');
    expect(seen).toEqual([]);
  });

  it('gives up on a bucket that never answers', async () => {
    const silent = http.createServer(() => {});
    const silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    try {
      const hanging = createS3Storage({
        endpoint: `http://127.0.0.1:${silentPort}`,
        bucket: 'trade-ins',
        region: REGION,
        accessKeyId: ACCESS_KEY,
        secretAccessKey: SECRET,
        timeoutMs: 200,
      });
      await expect(hanging.put('a.webp', bytes('x'), 'image/webp')).rejects.toThrow(
        'S3 gave no answer to PUT a.webp in 200 ms',
      );
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('upload settings', () => {
  const bucket = {
    S3_ENDPOINT: 'https://s3.ap-southeast-2.amazonaws.com',
    S3_BUCKET: 'dealer-uploads',
    S3_ACCESS_KEY_ID: 'AKID',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('default to files under .data/uploads and the Sydney region', () => {
    const env = parseEnv({});
    expect(env.UPLOADS_DIR).toBe('.data/uploads');
    expect(env.S3_REGION).toBe('ap-southeast-2');
    expect(env.S3_BUCKET).toBeUndefined();
    expect(parseEnv(bucket).S3_BUCKET).toBe('dealer-uploads');
  });

  it('refuse part of the bucket set-up, naming each missing setting', () => {
    const { S3_SECRET_ACCESS_KEY, S3_BUCKET, ...partial } = bucket;
    expect(() => parseEnv(partial)).toThrow(
      /S3_BUCKET: missing while S3_ENDPOINT, S3_ACCESS_KEY_ID are set; set all of them to keep uploads in S3, or none[\s\S]*S3_SECRET_ACCESS_KEY: missing/,
    );
    expect(() => parseEnv({ S3_BUCKET: 'dealer-uploads' })).toThrow(
      /S3_ENDPOINT: missing while S3_BUCKET is set/,
    );
  });

  it('refuse a bucket name S3 would not take', () => {
    expect(() => parseEnv({ ...bucket, S3_BUCKET: 'Dealer_Uploads' })).toThrow(/S3_BUCKET/);
  });
});
