import 'server-only';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import { MAX_PHOTO_UPLOAD_BYTES } from '@/lib/photos/photo-rules';
import { readBodyWithin } from '@/lib/read-body';
import { addCarPhoto, carPhotos, changeCarPhotos, type PhotoOutcome } from '../photos/car-photos';
import { CAR_PHOTO_MESSAGES, parseCarId } from '../photos/photo-rules';
import { stockViewer } from '../stock/viewer';
import { actorOf } from './actor';
import { PhotoChangeRequest } from './photo-schemas';
import { consoleSiteRoute, NOT_FOUND } from './site-route';

// A car's photos (README, API). Another dealership's car, or one out of the id range, is the 404 of a car
// nobody has, answered before the body is read; a refused photo is a 400 naming the field `photo` with
// its message; a change made on an order that is no longer the car's is a 409 with the photos as they are.

type CarParams = { site: string; car: string };

const answer = (outcome: PhotoOutcome, created = false) => {
  if (outcome.ok) return Response.json({ photos: outcome.photos }, { status: created ? 201 : 200 });
  if (outcome.status === 400) return fieldError(outcome.field, outcome.error);
  if (outcome.status === 409)
    return Response.json({ error: outcome.error, photos: outcome.photos }, { status: 409 });
  return jsonError(404, NOT_FOUND);
};

// GET /api/console/sites/{site}/stock/{car}/photos → { photos }: the car's photos, the cover first.
export const listCarPhotosRoute = consoleSiteRoute<CarParams>(
  'stock.read',
  async (_request, staff, db, site, params) => {
    const viewer = stockViewer(staff, site);
    const id = parseCarId(params.car);
    const photos = viewer && id ? await carPhotos(db, viewer, id) : null;
    return photos ? Response.json({ photos }) : jsonError(404, NOT_FOUND);
  },
);

// POST /api/console/sites/{site}/stock/{car}/photos, multipart field `photo` → 201 { photos }: one photo,
// added last.
export const addCarPhotoRoute = consoleSiteRoute<CarParams>(
  'stock.edit',
  async (request, staff, db, site, params) => {
    const viewer = stockViewer(staff, site);
    const id = parseCarId(params.car);
    if (!viewer || !id || !(await carPhotos(db, viewer, id))) return jsonError(404, NOT_FOUND);
    // Refused by its Content-Length before any of it is read; a body with none is counted as it streams.
    const body = await readBodyWithin(request, MAX_PHOTO_UPLOAD_BYTES);
    if (!body) return fieldError('photo', CAR_PHOTO_MESSAGES['too-large']);
    const form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    })
      .formData()
      .catch(() => null);
    const photo = form?.get('photo');
    if (!(photo instanceof File)) return fieldError('photo', 'must be a file, sent as multipart/form-data');
    const outcome = await addCarPhoto(
      db,
      viewer,
      actorOf(staff, request),
      id,
      { bytes: new Uint8Array(await photo.arrayBuffer()), type: photo.type, name: photo.name },
      new Date(),
    );
    return answer(outcome, true);
  },
);

// PUT /api/console/sites/{site}/stock/{car}/photos { op: 'move', photo, to, seen } | { op: 'remove', photo,
// seen } → { photos }: 409 { error, photos } when the car's photos are not in the order `seen`.
export const changeCarPhotosRoute = consoleSiteRoute<CarParams>(
  'stock.edit',
  async (request, staff, db, site, params) => {
    const viewer = stockViewer(staff, site);
    const id = parseCarId(params.car);
    if (!viewer || !id || !(await carPhotos(db, viewer, id))) return jsonError(404, NOT_FOUND);
    const body = await readValidJson(request, PhotoChangeRequest);
    if (body instanceof Response) return body;
    const { seen, ...change } = body;
    const outcome = await changeCarPhotos(db, viewer, actorOf(staff, request), id, seen, change, new Date());
    return answer(outcome);
  },
);
