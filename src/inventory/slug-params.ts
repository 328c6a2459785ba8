import { z } from 'zod';
import { MAX_CAR_SLUG_LENGTH } from './slug-rules';

// Apart from slug-rules.ts, which stays free of zod: the compare bar checks slugs on every page in the
// browser, and zod there would load on every page.

/** A /api/cars/{slug}/… path: a slug that could be a car's (anything else is simply not found, 404). */
export const CarSlugParamsSchema = z.object({ slug: z.string().min(1).max(MAX_CAR_SLUG_LENGTH) });
