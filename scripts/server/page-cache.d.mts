import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const VARY_HEADERS: readonly string[];
export function encodingBucket(
  acceptEncoding: string | string[] | undefined,
): 'gzip' | 'deflate' | 'identity';
export function cacheKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;
export function sharedMaxAge(status: number, headers: OutgoingHttpHeaders): number;

export type CacheEntry = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  stored: number;
  expires: number;
};
export type PageCache = {
  get(key: string): CacheEntry | null;
  set(
    key: string,
    entry: { status: number; headers: OutgoingHttpHeaders; body: Buffer; maxAge: number },
  ): boolean;
  readonly size: number;
  readonly bytes: number;
};
export function createPageCache(options: {
  maxBytes: number;
  maxEntryBytes?: number;
  now?: () => number;
}): PageCache;

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;
export function withPageCache(handler: Handler, cache: PageCache): Handler;
