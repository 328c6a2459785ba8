import { z } from 'zod';
import { MAX_CAR_PHOTOS } from '@/inventory/car-photo-names';

// The body of a change to a car's photos (README, API): its shape shared with the photo manager.

/**
 * A photo as the car lists it: its large URL, compared exactly. A feed's car may list more than
 * MAX_CAR_PHOTOS (the limit is on uploads) and long URLs, so both bounds are generous.
 */
const PhotoUrl = z
  .string()
  .min(1)
  .max(4096)
  .refine((url) => !url.includes('\u0000'), 'must be one of the car’s photo URLs');
const MAX_LISTED_PHOTOS = Math.max(1000, MAX_CAR_PHOTOS);
const Seen = z
  .array(PhotoUrl)
  .max(MAX_LISTED_PHOTOS)
  .describe('The car’s photos (their `image` URLs) in the order the page showed them');

export const PhotoChangeRequest = z.discriminatedUnion('op', [
  z.strictObject({
    op: z.literal('move'),
    photo: PhotoUrl,
    to: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 (the cover) or more')
      .max(MAX_LISTED_PHOTOS - 1)
      .describe('The new position, from 0: 0 makes it the cover'),
    seen: Seen,
  }),
  z.strictObject({ op: z.literal('remove'), photo: PhotoUrl, seen: Seen }),
]);
export type PhotoChangeRequest = z.infer<typeof PhotoChangeRequest>;
