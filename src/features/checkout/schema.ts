import { z } from 'zod';
import { postcodeError } from '@/enquiries/postcode-rules';
import { visitorText } from '@/lib/visitor-input';
import { IDEMPOTENCY_KEY, PAYER } from './payment/payer-schema';

// POST /api/checkout/reservations (README, API): the car and who reserves it. Free text loses its NUL
// characters and is bounded before it reaches the database or the payment provider.

const POSTCODE_MESSAGE = 'Enter the 4-digit postcode to deliver to.';

/** What a shopper buying online chose (the checkout journey); the server prices it, never the browser. */
export const PurchaseChoiceSchema = z
  .object({
    fulfilment: z.enum(['pickup', 'delivery'], { message: 'Choose delivery or pick-up.' }),
    postcode: z
      .preprocess((v) => (v === null || v === '' ? undefined : v), visitorText().trim().optional())
      .refine((v) => v === undefined || /^\d{4}$/.test(v), POSTCODE_MESSAGE),
    valuation_id: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.uuid({ message: 'Must be a valuation id.' }).optional(),
    ),
    payment: z.enum(['pay', 'finance'], { message: 'Choose to pay in full or with finance.' }),
  })
  .superRefine((value, ctx) => {
    if (value.fulfilment === 'delivery' && !value.postcode)
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: POSTCODE_MESSAGE });
  });
export type PurchaseChoice = z.output<typeof PurchaseChoiceSchema>;

export const ReserveRequestSchema = z.object({
  idempotency_key: IDEMPOTENCY_KEY,
  car_slug: visitorText().trim().min(1).max(300),
  ...PAYER,
  postcode: z
    .preprocess((v) => (v === null || v === '' ? undefined : v), visitorText().trim().max(10).optional())
    .transform((v) => v || null)
    .superRefine((value, ctx) => {
      const message = postcodeError(value, false);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  /** Present when the deposit is a purchase's (the checkout journey), absent for a reservation. */
  purchase: PurchaseChoiceSchema.optional(),
});
export type ReserveRequest = z.output<typeof ReserveRequestSchema>;

/** POST /api/checkout/reservations/{id}/handover: one of the handover slots, on the location's clock. */
export const HandoverRequestSchema = z.object({
  date: z.string({ message: 'Choose a day.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day.'),
  time: z.string({ message: 'Choose a time.' }).regex(/^\d{2}:\d{2}$/, 'Choose a time.'),
});
export type HandoverRequest = z.output<typeof HandoverRequestSchema>;
