import { z } from 'zod';
import { ErrorBodySchema } from '@/lib/http';
import { DB_ID_PATTERN, MAX_DB_ID } from '@/lib/visitor-input';

// The accounts calls' inputs. Formats (an Australian mobile, a six-digit code, names for a new shopper)
// are checked by the calls themselves, in the spec's words (AF §8); a field the spec answers with such a
// check when it is missing reads here as empty (`catch`), so a wrong type gets that same answer.

/** POST /api/auth/send-code. */
export const SendCodeSchema = z.object({ phone_number: z.string().min(1) });
/** GET /api/check-if-contact-exists's query. */
export const ContactExistsQuerySchema = z.object({ phone_number: z.string().min(1) });

/** POST /api/auth/verify-code: names and email are asked only of a new shopper. */
export const VerifyCodeSchema = z.object({
  phone_number: z.string().min(1),
  code: z.string().catch(''),
  first_name: z.string().optional().catch(undefined),
  last_name: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
});

/** POST /api/rate-limit: `phone`, or `phone_number` when `phone` is absent. */
export const RateLimitSchema = z.object({
  phone: z.string().min(1).nullish(),
  phone_number: z.string().min(1).nullish().catch(undefined),
});

const carId = z.union([
  z.number().int().min(1).max(MAX_DB_ID),
  z.string().regex(DB_ID_PATTERN).transform(Number).pipe(z.number().min(1).max(MAX_DB_ID)),
]);

/** POST /api/watchlist/save-car and remove-car: a `phone_number` that is not a mobile is not looked at. */
export const WatchlistCarSchema = z.object({
  phone_number: z.string().optional().catch(undefined),
  car_id: carId,
});

/**
 * GET /api/check-if-contact-exists's own answers (AF §7: data, error): whether the mobile has an account,
 * or null and why not (a bad mobile, 400; too many asks, 429).
 */
export const ContactExistsAnswerSchema = z.object({
  data: z.object({ exists: z.boolean() }),
  error: z.null(),
});
export type ContactExistsAnswer = z.infer<typeof ContactExistsAnswerSchema>;
export const ContactExistsRefusalSchema = z.object({ data: z.null(), error: z.string() });
export type ContactExistsRefusal = z.infer<typeof ContactExistsRefusalSchema>;

/** A watchlist call done (AF §7: a success flag). */
export const WatchlistAnswerSchema = z.object({ success: z.literal(true) });
export type WatchlistAnswer = z.infer<typeof WatchlistAnswerSchema>;
/**
 * A watchlist call refused: the error body, with `success: false` when the call itself refused (AF §8: a
 * failure shows its error, success false); a refusal before it (no site, not JSON) is the error body alone.
 */
export const WatchlistRefusalSchema = ErrorBodySchema.extend({ success: z.literal(false).optional() });
export type WatchlistRefusal = z.infer<typeof WatchlistRefusalSchema>;
