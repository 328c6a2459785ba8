import {
  addValuationPhoto,
  listValuationPhotos,
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_MESSAGES,
  parseValuationId,
} from '@/features/trade-in/server';
import { tenantRoute } from '@/lib/api-route';
import { invalidFieldsBody, jsonError } from '@/lib/http';
import { readBodyWithin } from '@/lib/read-body';

// POST /api/trade-in/valuations/{id}/photos (multipart/form-data, field `photo`) → 201 { photo: { id, url,
// width, height } }; GET → { photos: [...] }, oldest first. A refused photo is a 400 (not a photo), 413 (too
// big) or 409 (the valuation has 10) naming the field `photo` with the shopper's message.

type Context = { params: Promise<{ id: string }> };

const NO_STORE = { 'cache-control': 'no-store' };
const badField = (status: number, field: string, message: string) =>
  Response.json(invalidFieldsBody([{ field, message }]), { status, headers: NO_STORE });
const badId = () => badField(400, 'id', 'must be a valuation id (a UUID)');
const notFound = () => jsonError(404, 'Valuation not found');

export const POST = tenantRoute<Context>(async (request, site, { params }) => {
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
  if (result.reason === 'not-found') return notFound();
  const status = { 'not-a-photo': 400, 'too-large': 413, 'too-many': 409 }[result.reason];
  return badField(status, 'photo', result.message);
});

export const GET = tenantRoute<Context>(async (_request, site, { params }) => {
  const id = parseValuationId((await params).id);
  if (!id) return badId();
  const photos = await listValuationPhotos(site, id);
  return photos ? Response.json({ photos }, { headers: NO_STORE }) : notFound();
});
