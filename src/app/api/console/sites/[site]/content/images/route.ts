import { uploadImageRoute } from '@/features/console';

// POST /api/console/sites/{site}/content/images: an image for a page, kept in the media storage.
export const POST = uploadImageRoute;
