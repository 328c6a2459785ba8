import { photoRoute, removePhotoRoute } from '@/features/trade-in/server';

// GET /api/trade-in/valuations/{id}/photos/{photoId} → the photo as WebP; DELETE → 204 (README, API).
export const GET = photoRoute;
export const DELETE = removePhotoRoute;
