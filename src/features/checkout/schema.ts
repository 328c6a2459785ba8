import { z } from 'zod';
import {
  EMAIL_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  normaliseAuPhone,
  PHONE_MESSAGE,
  postcodeError,
} from '@/features/leads/rules';
import { visitorText } from '@/lib/visitor-input';

// POST /api/checkout/reservations (README, API): the car and who reserves it. Free text loses its NUL
// characters and is bounded before it reaches the database or the payment provider.

const required = (max: number, message: string) =>
  z.preprocess((v) => v ?? '', visitorText({ message }).trim().min(1, message).max(max, message));

export const ReserveRequestSchema = z.object({
  idempotency_key: visitorText().trim().min(8).max(100),
  car_slug: visitorText().trim().min(1).max(300),
  name: required(60, FIRST_NAME_MESSAGE),
  last_name: required(60, LAST_NAME_MESSAGE),
  email: required(200, EMAIL_MESSAGE).pipe(z.email({ message: EMAIL_MESSAGE })),
  phone: required(30, PHONE_MESSAGE)
    .refine((v) => normaliseAuPhone(v) !== null, PHONE_MESSAGE)
    .transform((v) => normaliseAuPhone(v) as string),
  postcode: z
    .preprocess((v) => (v === null || v === '' ? undefined : v), visitorText().trim().max(10).optional())
    .transform((v) => v || null)
    .superRefine((value, ctx) => {
      const message = postcodeError(value, false);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});
export type ReserveRequest = z.output<typeof ReserveRequestSchema>;
