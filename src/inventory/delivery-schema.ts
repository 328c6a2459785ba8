import { z } from 'zod';
import { POSTCODE_PATTERN } from './delivery-rules';

/** GET /api/delivery-price?postcode=4000&car={slug}: the postcode to deliver to and the car's slug. */
export const DeliveryPriceQuerySchema = z.object({
  postcode: z
    .string({ error: 'Required: a 4-digit postcode' })
    .regex(POSTCODE_PATTERN, 'A postcode is exactly 4 digits'),
  car: z.string({ error: 'Required: the car’s slug' }).trim().min(1, 'Required: the car’s slug').max(200),
});
