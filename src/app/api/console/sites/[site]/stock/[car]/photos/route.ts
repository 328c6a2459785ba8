import { addCarPhotoRoute, changeCarPhotosRoute, listCarPhotosRoute } from '@/features/console';

// /api/console/sites/{site}/stock/{car}/photos: a car's photos, one uploaded at a time, moved or removed.
export const GET = listCarPhotosRoute;
export const POST = addCarPhotoRoute;
export const PUT = changeCarPhotosRoute;
