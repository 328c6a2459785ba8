import { settingsImageRoute } from '@/features/console';

// POST: a site's logo or a location's photo, for the draft (multipart).
export const POST = settingsImageRoute;
