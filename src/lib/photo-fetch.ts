import 'server-only';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { env } from './env';
import { MAX_PHOTO_BYTES } from './photos/photo-rules';

// Fetching a photo a dealer's feed names by its address: plain HTTP(S), the feed's own web server or CDN
// being the outside system. The addresses come from a dealer's system, not from us, so a fetch is held to
// what a photo needs: http or https only, a few redirects, a size cap and a deadline, and never to this
// machine or its private network (where a feed could otherwise reach the database or a cloud's metadata
// service) unless the host is listed in FEED_PHOTO_PRIVATE_HOSTS. The address is checked as resolved, at
// connect time, so a name that resolves elsewhere the second time gains nothing.

export const PHOTO_FETCH_TIMEOUT_MS = 20_000;
export const PHOTO_FETCH_MAX_REDIRECTS = 3;

/** Why a photo could not be fetched, in words for the dealer's staff; `final` when trying again is pointless. */
export class PhotoFetchError extends Error {
  constructor(
    message: string,
    readonly final = false,
  ) {
    super(message);
    this.name = 'PhotoFetchError';
  }
}

export type PhotoFetcher = (url: string) => Promise<Uint8Array>;

const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(address, prefix, 'ipv6');
}

/** Whether an IP address is this machine, its private network or not a unicast address at all. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? PRIVATE.check(mapped[1], 'ipv4') : PRIVATE.check(address, 'ipv6');
}

const ON_PRIVATE_NETWORK = 'The address is on a private network';

/** dns.lookup that refuses private addresses: a connection is made only to an address it passed. */
function guardedLookup(): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
        const refusal: NodeJS.ErrnoException = new Error(ON_PRIVATE_NETWORK);
        refusal.code = 'EPRIVATE';
        return callback(refusal, '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

type Answer = { status: number; location?: string; body?: Uint8Array };

function failureOf(error: NodeJS.ErrnoException, timeoutMs: number): PhotoFetchError {
  if (error.code === 'EPRIVATE') return new PhotoFetchError(ON_PRIVATE_NETWORK, true);
  if (error.name === 'TimeoutError' || error.name === 'AbortError')
    return new PhotoFetchError(`No answer within ${Math.round(timeoutMs / 1000)} s`);
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
    return new PhotoFetchError('The address’s server could not be found');
  return new PhotoFetchError(`The address’s server did not answer (${error.code ?? error.message})`);
}

function getOnce(
  url: URL,
  options: { privateHosts: ReadonlySet<string>; maxBytes: number; signal: AbortSignal; timeoutMs: number },
): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const trusted = options.privateHosts.has(host);
  // A literal IP address is connected to without a lookup, so it is checked here.
  if (!trusted && net.isIP(host) && isPrivateAddress(host)) {
    return Promise.reject(new PhotoFetchError(ON_PRIVATE_NETWORK, true));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal: options.signal,
        headers: { accept: 'image/*', 'user-agent': 'dealer-platform photo fetcher' },
        ...(trusted ? {} : { lookup: guardedLookup() }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return resolve({ status });
        }
        const tooLarge = () =>
          new PhotoFetchError(`The photo is larger than ${options.maxBytes / 1024 / 1024} MB`, true);
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          return reject(tooLarge());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: new Uint8Array(Buffer.concat(chunks)) }));
        response.on('error', (error) => reject(failureOf(error, options.timeoutMs)));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => reject(failureOf(error, options.timeoutMs)));
  });
}

/** A fetcher with the limits above; `privateHosts` default FEED_PHOTO_PRIVATE_HOSTS. */
export function createPhotoFetcher(
  options: { privateHosts?: readonly string[]; timeoutMs?: number; maxBytes?: number } = {},
): PhotoFetcher {
  const privateHosts = new Set(options.privateHosts ?? env.FEED_PHOTO_PRIVATE_HOSTS);
  const timeoutMs = options.timeoutMs ?? PHOTO_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES;
  return async (address) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new PhotoFetchError('The address is not a web address', true);
    }
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new PhotoFetchError('Only http and https addresses can be fetched', true);
      const answer = await getOnce(url, { privateHosts, maxBytes, signal, timeoutMs });
      if (answer.body) return answer.body;
      if (!answer.location) throw new PhotoFetchError(`The address answered ${answer.status}`);
      if (redirects === PHOTO_FETCH_MAX_REDIRECTS)
        throw new PhotoFetchError(
          `The address redirected more than ${PHOTO_FETCH_MAX_REDIRECTS} times`,
          true,
        );
      url = new URL(answer.location, url);
    }
  };
}

let fetcher: PhotoFetcher | undefined;

/** The environment's fetcher, made once per process. */
export function photoFetcher(): PhotoFetcher {
  fetcher ??= createPhotoFetcher();
  return fetcher;
}
