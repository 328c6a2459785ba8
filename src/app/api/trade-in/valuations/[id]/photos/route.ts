import { addPhotoRoute, listPhotosRoute } from '@/features/trade-in/server';

// POST /api/trade-in/valuations/{id}/photos (multipart/form-data, field `photo`) → 201 { photo }; GET →
// { photos } (README, API).
export const POST = addPhotoRoute;
export const GET = listPhotosRoute;
