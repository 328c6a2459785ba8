import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createPhotoFetcher,
  isPrivateAddress,
  PHOTO_FETCH_MAX_REDIRECTS,
  PhotoFetchError,
} from './photo-fetch';

vi.mock('server-only', () => ({}));

// The fetcher against a local web server standing in for a dealer's CDN. The server is on this machine,
// which the fetcher refuses unless the host is listed, so most cases list '127.0.0.1'.

const PHOTO = Buffer.from('not really a jpeg, but bytes');
let server: http.Server;
let base: string;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits++;
    const url = new URL(request.url ?? '/', 'http://x');
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const left = Number(hop[1]);
      response.writeHead(302, { location: left === 0 ? '/photo.jpg' : `/hop/${left - 1}` });
      return response.end();
    }
    switch (url.pathname) {
      case '/photo.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        return response.end(PHOTO);
      case '/big.jpg':
        response.writeHead(200, { 'content-length': '2048' });
        return response.end(Buffer.alloc(2048));
      case '/streamed.jpg':
        // No length given: the cap is counted as the bytes arrive.
        response.writeHead(200);
        response.write(Buffer.alloc(1024));
        return response.end(Buffer.alloc(1024));
      case '/slow.jpg':
        return; // never answers
      case '/to-ftp':
        response.writeHead(301, { location: 'ftp://example.com/x.jpg' });
        return response.end();
      default:
        response.writeHead(404);
        return response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const trusted = createPhotoFetcher({ privateHosts: ['127.0.0.1'], maxBytes: 1024, timeoutMs: 300 });

async function refusal(promise: Promise<unknown>): Promise<{ message: string; final: boolean }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoFetchError);
  return { message: (error as PhotoFetchError).message, final: (error as PhotoFetchError).final };
}

describe('createPhotoFetcher', () => {
  it('answers the bytes of a photo', async () => {
    expect(Buffer.from(await trusted(`${base}/photo.jpg`))).toEqual(PHOTO);
  });

  it.each([
    [PHOTO_FETCH_MAX_REDIRECTS - 1, true],
    [PHOTO_FETCH_MAX_REDIRECTS, false],
  ])('follows redirects: a chain of %i more hops fetched: %s', async (left, fetched) => {
    // /hop/N answers N+1 redirects before the photo.
    const attempt = trusted(`${base}/hop/${left}`);
    if (fetched) expect(Buffer.from(await attempt)).toEqual(PHOTO);
    else
      expect(await refusal(attempt)).toEqual({
        message: `The address redirected more than ${PHOTO_FETCH_MAX_REDIRECTS} times`,
        final: true,
      });
  });

  it.each<[string, string, string, boolean]>([
    ['a missing photo', '/gone.jpg', 'The address answered 404', false],
    ['a photo over the cap, by its length', '/big.jpg', 'The photo is larger than 0.0009765625 MB', true],
    [
      'a photo over the cap, as it arrives',
      '/streamed.jpg',
      'The photo is larger than 0.0009765625 MB',
      true,
    ],
    ['a server that never answers', '/slow.jpg', 'No answer within 0 s', false],
    ['a redirect to another scheme', '/to-ftp', 'Only http and https addresses can be fetched', true],
  ])('refuses %s', async (_name, path, message, final) => {
    expect(await refusal(trusted(`${base}${path}`))).toEqual({ message, final });
  });

  it.each<[string, string]>([
    ['not an address at all', 'not a url'],
    ['another scheme', 'file:///etc/passwd'],
  ])('refuses %s without a request', async (_name, url) => {
    const before = hits;
    expect((await refusal(trusted(url))).final).toBe(true);
    expect(hits).toBe(before);
  });

  it('never reaches this machine or its network unless the host is listed', async () => {
    const open = createPhotoFetcher({ privateHosts: [] });
    const port = (server.address() as AddressInfo).port;
    const before = hits;
    for (const url of [
      `${base}/photo.jpg`,
      `http://localhost:${port}/photo.jpg`,
      `http://[::1]:${port}/photo.jpg`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      expect(await refusal(open(url))).toEqual({
        message: 'The address is on a private network',
        final: true,
      });
    }
    expect(hits).toBe(before);
    const listed = createPhotoFetcher({ privateHosts: ['localhost'] });
    expect(Buffer.from(await listed(`http://localhost:${port}/photo.jpg`))).toEqual(PHOTO);
  });
});

describe('isPrivateAddress', () => {
  it.each<[string, boolean]>([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.15.255.255', false],
    ['172.16.0.0', true],
    ['172.31.255.255', true],
    ['172.32.0.0', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['8.8.8.8', false],
    ['203.0.113.10', false],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2001:4860:4860::8888', false],
    ['not an ip', true],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
