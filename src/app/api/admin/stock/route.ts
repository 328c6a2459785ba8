import { getDb } from '@/db';
import {
  FEED_TOO_LARGE,
  findDealershipByApiKey,
  importStock,
  MAX_FEED_BYTES,
  parseStockRequest,
} from '@/features/stock-import';
import { apiRoute } from '@/lib/api-route';
import { jsonError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { readBodyWithin } from '@/lib/read-body';

// POST /api/admin/stock: a dealership's DMS pushes its stock feed (docs/stock-feed.md). The API key names
// the dealership, so a key can only ever touch its own dealership's cars. A feed over the byte or row limit
// is refused whole: a full feed marks cars sold only after every byte of it was read and parsed.

async function importFeed(request: Request): Promise<Response> {
  const db = await getDb();
  const dealership = await findDealershipByApiKey(db, apiKeyOf(request.headers));
  if (!dealership) {
    return Response.json(
      { error: 'Invalid or missing API key' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    );
  }
  const body = await readBodyWithin(request, MAX_FEED_BYTES);
  if (body === null) return jsonError(413, FEED_TOO_LARGE);

  const parsed = await parseStockRequest({
    contentType: request.headers.get('content-type'),
    body: new TextDecoder().decode(body),
    fullParam: new URL(request.url).searchParams.get('full'),
  });
  if (!parsed.ok) {
    return parsed.tooLarge ? jsonError(413, parsed.error) : jsonError(400, parsed.error, parsed.issues);
  }

  try {
    const result = await importStock(db, {
      ...parsed.feed,
      dealershipId: dealership.id,
      full: parsed.full,
      source: 'api',
    });
    // The dealership by its slug, as the feed's documentation shows the answer.
    return Response.json({ ...result, dealership: dealership.slug });
  } catch (error) {
    logger.error({ err: error, dealership: dealership.slug }, 'stock import failed');
    return jsonError(500, 'An unexpected error occured');
  }
}

/** `Authorization: Bearer <key>`, or `X-Api-Key: <key>` for clients that cannot set Authorization. */
function apiKeyOf(headers: Headers): string | null {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]?.trim();
  return bearer || headers.get('x-api-key')?.trim() || null;
}

export const POST = apiRoute(importFeed);
