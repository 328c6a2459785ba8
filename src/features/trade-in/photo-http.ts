import 'server-only';
import { tenantRoute } from '@/lib/api-route';
import { invalidFieldsBody, jsonError } from '@/lib/http';
import { readBodyWithin } from '@/lib/read-body';
import { MAX_PHOTO_UPLOAD_BYTES, PHOTO_MESSAGES, parsePhotoId, parseValuationId } from './photo-rules';
import { addValuationPhoto, listValuationPhotos, removeValuationPhoto, valuationPhotoFile } from './photos';

// The photo calls (README, API): a refused photo is a 400 (not a photo), 413 (too big) or 409 (the
// valuation has 10) naming the field `photo` with the shopper's message.

type ValuationContext = { params: Promise<{ id: string }> };

const NO_STORE = { 'cache-control': 'no-store' };
const badField = (status: number, field: string, message: string) =>
  Response.json(invalidFieldsBody([{ field, message }]), { status, headers: NO_STORE });
const badId = () => badField(400, 'id', 'must be a valuation id (a UUID)');
const valuationNotFound = () => jsonError(404, 'Valuation not found');

/** POST /api/trade-in/valuations/{id}/photos: one photo, multipart field `photo`. */
export const addPhotoRoute = tenantRoute<ValuationContext>(async (request, site, { params }) => {
  const id = parseValuationId((await params).id);
  if (!id) return badId();
  // Refused by its Content-Length before any of it is read; a body with none is counted as it streams.
  const body = await readBodyWithin(request, MAX_PHOTO_UPLOAD_BYTES);
  if (!body) return badField(413, 'photo', PHOTO_MESSAGES['too-large']);
  const form = await new Response(body as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  })
    .formData()
    .catch(() => null);
  if (!form) return badField(400, 'photo', 'must be sent as multipart/form-data');
  const photo = form.get('photo');
  if (!(photo instanceof File)) return badField(400, 'photo', 'must be a file');

  const result = await addValuationPhoto(site, id, {
    bytes: new Uint8Array(await photo.arrayBuffer()),
    type: photo.type,
    name: photo.name,
  });
  if (result.ok) return Response.json({ photo: result.photo }, { status: 201, headers: NO_STORE });
  if (result.reason === 'not-found') return valuationNotFound();
  const status = { 'not-a-photo': 400, 'too-large': 413, 'too-many': 409 }[result.reason];
  return badField(status, 'photo', result.message);
});

/** GET /api/trade-in/valuations/{id}/photos: the valuation's photos, oldest first. */
export const listPhotosRoute = tenantRoute<ValuationContext>(async (_request, site, { params }) => {
  const id = parseValuationId((await params).id);
  if (!id) return badId();
  const photos = await listValuationPhotos(site, id);
  return photos ? Response.json({ photos }, { headers: NO_STORE }) : valuationNotFound();
});

type PhotoContext = { params: Promise<{ id: string; photoId: string }> };

async function ids(context: PhotoContext): Promise<{ id: string; photoId: number } | Response> {
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

const photoNotFound = () => jsonError(404, 'Photo not found');

/** GET /api/trade-in/valuations/{id}/photos/{photoId}: the photo as WebP, for its shopper only. */
export const photoRoute = tenantRoute<PhotoContext>(async (_request, site, context) => {
  const found = await ids(context);
  if (found instanceof Response) return found;
  const file = await valuationPhotoFile(site, found.id, found.photoId);
  if (!file) return photoNotFound();
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

/** DELETE /api/trade-in/valuations/{id}/photos/{photoId}: 204. */
export const removePhotoRoute = tenantRoute<PhotoContext>(async (_request, site, context) => {
  const found = await ids(context);
  if (found instanceof Response) return found;
  const removed = await removeValuationPhoto(site, found.id, found.photoId);
  return removed ? new Response(null, { status: 204 }) : photoNotFound();
});
