import { z } from 'zod';
import { MAX_DB_ID } from '@/lib/visitor-input';

// The accounts calls' inputs. Formats (an Australian mobile, a six-digit code, names for a new shopper)
// are checked by the calls themselves, in the spec's words (AF §8); a field the spec answers with such a
// check when it is missing reads here as empty (`catch`), so a wrong type gets that same answer.

/** POST /api/auth/send-code. */
export const SendCodeSchema = z.object({ phone_number: z.string() });
/** GET /api/check-if-contact-exists's query. */
export const ContactExistsQuerySchema = z.object({ phone_number: z.string() });

/** POST /api/auth/verify-code: names and email are asked only of a new shopper. */
export const VerifyCodeSchema = z.object({
  phone_number: z.string(),
  code: z.string().catch(''),
  first_name: z.string().optional().catch(undefined),
  last_name: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
});

/** POST /api/rate-limit: `phone`, or `phone_number` when `phone` is absent. */
export const RateLimitSchema = z.object({
  phone: z.string().nullish(),
  phone_number: z.string().nullish().catch(undefined),
});

const carId = z.union([
  z.number().int().min(1).max(MAX_DB_ID),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(MAX_DB_ID)),
]);

/** POST /api/watchlist/save-car and remove-car: a `phone_number` that is not a mobile is not looked at. */
export const WatchlistCarSchema = z.object({
  phone_number: z.string().optional().catch(undefined),
  car_id: carId,
});
