import { z } from 'zod';

// The request bodies of the console's payments calls (README, API), shared with their buttons.

/**
 * A manager's action on a deposit's hold or on an online payment, taken from it as last read (its
 * `updatedAt`).
 */
export const PaymentActionRequest = z.strictObject({
  seen: z.iso.datetime({
    offset: true,
    error: 'Reload the payments: the time this payment was read is missing.',
  }),
});
