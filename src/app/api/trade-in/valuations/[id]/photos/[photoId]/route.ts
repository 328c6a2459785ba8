import {
  parsePhotoId,
  parseValuationId,
  removeValuationPhoto,
  valuationPhotoFile,
} from '@/features/trade-in/server';
import { tenantRoute } from '@/lib/api-route';
import { invalidFieldsBody, jsonError } from '@/lib/http';

// GET /api/trade-in/valuations/{id}/photos/{photoId} → the photo as WebP; DELETE → 204.

type Context = { params: Promise<{ id: string; photoId: string }> };

async function ids(context: Context): Promise<{ id: string; photoId: number } | Response> {
  const params = await context.params;
  const id = parseValuationId(params.id);
  const photoId = parsePhotoId(params.photoId);
  const issues = [
    ...(id ? [] : [{ field: 'id', message: 'must be a valuation id (a UUID)' }]),
    ...(photoId ? [] : [{ field: 'photoId', message: 'must be a photo id (a whole number from 1)' }]),
  ];
  if (!id || !photoId) return Response.json(invalidFieldsBody(issues), { status: 400 });
  return { id, photoId };
}

const notFound = () => jsonError(404, 'Photo not found');

export const GET = tenantRoute<Context>(async (_request, site, context) => {
  const found = await ids(context);
  if (found instanceof Response) return found;
  const file = await valuationPhotoFile(site, found.id, found.photoId);
  if (!file) return notFound();
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.body.byteLength),
      // The shopper's own photo: kept by their browser, never by a shared cache.
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
});

export const DELETE = tenantRoute<Context>(async (_request, site, context) => {
  const found = await ids(context);
  if (found instanceof Response) return found;
  const removed = await removeValuationPhoto(site, found.id, found.photoId);
  return removed ? new Response(null, { status: 204 }) : notFound();
});
