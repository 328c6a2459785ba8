import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const VARY_HEADERS: readonly string[];
export const CACHE_TAGS_HEADER: 'x-cache-tags';
export const TAGGED_MAX_AGE: number;
export const TAGGED_STALE_S: number;
export const REVALIDATE_HEADER: 'x-page-cache-revalidate';
export function parseTags(value: unknown): string[];
export function encodingBucket(
  acceptEncoding: string | string[] | undefined,
): 'br' | 'gzip' | 'deflate' | 'identity';
export function upgradeToBrotli(cache: PageCache, key: string, entry: CacheEntry): void;
export function storedInBrotli(
  headers: OutgoingHttpHeaders,
  body: Buffer,
): Promise<{ headers: OutgoingHttpHeaders; body: Buffer }>;
export function cacheKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;
export const SHARED_POST_PATHS: ReadonlySet<string>;
export const SHARED_POST_MAX_BYTES: number;
export function sharedPost(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean;
export function postKey(request: Pick<IncomingMessage, 'url' | 'headers'>, body: Buffer): string;
export function peekBody(request: IncomingMessage, length: number): Promise<Buffer | null>;
export function sharedMaxAge(status: number, headers: OutgoingHttpHeaders, tags?: readonly string[]): number;

export type CacheEntry = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  tags: readonly string[];
  stored: number;
  expires: number;
  /** Set by get(): past its max age, answered while it is rendered anew. */
  stale?: boolean;
};
export type PageCache = {
  get(key: string): CacheEntry | null;
  set(
    key: string,
    entry: {
      status: number;
      headers: OutgoingHttpHeaders;
      body: Buffer;
      maxAge: number;
      tags?: readonly string[];
      since?: number;
    },
  ): boolean;
  replace(key: string, entry: CacheEntry, copy: { headers: OutgoingHttpHeaders; body: Buffer }): boolean;
  delete(key: string): void;
  invalidate(tags: readonly string[]): number;
  readonly generation: number;
  readonly size: number;
  readonly bytes: number;
};
export function createPageCache(options: {
  maxBytes: number;
  maxEntryBytes?: number;
  now?: () => number;
}): PageCache;

export function followTagInvalidations(cache: PageCache): () => void;

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;
/** With `port` (this server's own), a stale tagged page is answered and rendered anew in the background. */
export function withPageCache(handler: Handler, cache: PageCache, options?: { port?: number }): Handler;
/** Answers a fresh entry before `handler` runs at all; anything else goes on to `handler`. */
export function withFreshHits(
  handler: Handler,
  cache: PageCache,
  options?: { onHit?: (request: IncomingMessage, seconds: number) => void; newId?: () => string },
): Handler;
