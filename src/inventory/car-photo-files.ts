import 'server-only';
import { serveStoredWebp } from '@/lib/media-storage/serve';
import { carPhotoKeyOf } from './car-photo-names';

// The public route of the photos a dealer uploads for a car (GET /media/car-photos/{car}/{file}).

/** The photo as WebP, kept by any cache for a year (its name is never reused), or 404. */
export const serveCarPhoto = (segments: readonly string[]): Promise<Response> =>
  serveStoredWebp(carPhotoKeyOf(segments));
