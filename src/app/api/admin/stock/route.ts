import { getDb } from '@/db';
import { parseStockRequest } from '@/features/stock-import/feed-parser';
import { findDealershipByApiKey, importStock } from '@/features/stock-import/server';
import { apiRoute } from '@/lib/api-route';
import { jsonError } from '@/lib/http';
import { logger } from '@/lib/logger';

// POST /api/admin/stock: a dealership's DMS pushes its stock feed (docs/stock-feed.md). The API key names
// the dealership, so a key can only ever touch its own dealership's cars.

const MAX_BODY_BYTES = 20 * 1024 * 1024;

async function importFeed(request: Request): Promise<Response> {
  const db = await getDb();
  const dealership = await findDealershipByApiKey(db, apiKeyOf(request.headers));
  if (!dealership) {
    return Response.json(
      { error: 'Invalid or missing API key' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    );
  }
  const body = await readText(request, MAX_BODY_BYTES);
  if (body === null) return jsonError(413, 'The feed is larger than 20 MB');

  const parsed = parseStockRequest({
    contentType: request.headers.get('content-type'),
    body,
    fullParam: new URL(request.url).searchParams.get('full'),
  });
  if (!parsed.ok) return jsonError(400, parsed.error, parsed.issues);

  try {
    const { importId, full, inserted, updated, unchanged, markedSold, rejected, errors, warnings } =
      await importStock(db, {
        ...parsed.feed,
        dealershipId: dealership.id,
        full: parsed.full,
        source: 'api',
      });
    return Response.json({
      importId,
      dealership: dealership.slug,
      full,
      inserted,
      updated,
      unchanged,
      markedSold,
      rejected,
      errors,
      warnings,
    });
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

/** The body as text, or null once it passes `limit` bytes (checked as it streams, not only by header). */
async function readText(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export const POST = apiRoute(importFeed);
