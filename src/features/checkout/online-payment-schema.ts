import { z } from 'zod';
import { DEALERSHIP_MESSAGE } from '@/enquiries/rules';
import { dbId, visitorText } from '@/lib/visitor-input';
import {
  amountError,
  NOTE_MAX_LENGTH,
  NOTE_MESSAGE,
  parseAmountCents,
  parseReference,
  REFERENCE_MAX_LENGTH,
  referenceError,
} from './online-payment-rules';
import { IDEMPOTENCY_KEY, PAYER } from './payment/payer-schema';

// POST /api/online-payments (README, API): the dealer's reference, the amount and who pays. The reference
// refuses what it cannot be (NUL included) rather than cleaning it: the dealer must find it as given.

export const OnlinePaymentRequestSchema = z.object({
  idempotency_key: IDEMPOTENCY_KEY,
  reference: z
    .unknown()
    .transform((value, ctx) => {
      const message = referenceError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
      return parseReference(value) ?? '';
    })
    .meta({
      type: 'string',
      minLength: 1,
      maxLength: REFERENCE_MAX_LENGTH,
      pattern: '^\\s*[A-Za-z0-9 /#-]+\\s*$',
    }),
  amount: z
    .unknown()
    .transform((value, ctx) => {
      const message = amountError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
      return parseAmountCents(value) ?? 0;
    })
    .meta({
      type: ['number', 'string'],
      description:
        'Dollars, at most 2 decimals, from 1.00 to 100000.00 (a number, or text such as "$1,250.00")',
    }),
  ...PAYER,
  note: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      visitorText({ message: NOTE_MESSAGE }).trim().max(NOTE_MAX_LENGTH, NOTE_MESSAGE),
    )
    .transform((v) => v || null),
  /** The location paid (a select's value, digits too); which ones a site takes is checked with its data. */
  location_id: z.preprocess(
    (v) =>
      v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v,
    z.number({ message: DEALERSHIP_MESSAGE }).pipe(dbId()).optional(),
  ),
});
export type OnlinePaymentRequest = z.output<typeof OnlinePaymentRequestSchema>;
