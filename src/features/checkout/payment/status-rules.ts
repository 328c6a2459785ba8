// What a payment's page says while it waits for the provider, and how long it asks: the same for every
// use of the payment flow (a reservation's or a purchase's deposit, an online payment). Pure.

export const PAYMENT_CANCELLED_MESSAGE = 'Payment cancelled. Your card was not charged.';
export const CONFIRMING_HEADING = 'Confirming your payment…';
export const CONFIRMING_TEXT = 'This usually takes a few seconds. Please keep this page open.';
/** Shown when a minute has passed and the payment is still not confirmed. */
export const STILL_PENDING_MESSAGE =
  'We have not heard back from the payment provider yet. Check again in a minute; you will not be charged twice.';

export type StatusCopy = { heading: string; lines: string[] };
export const CONFIRMING_COPY: StatusCopy = { heading: CONFIRMING_HEADING, lines: [CONFIRMING_TEXT] };

/** A pending payment is asked after every 2 s, for a minute at most (the webhook is usually first). */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

/** Whether the page should keep asking: still pending, and the minute since it began not over. */
export function keepsPolling(status: string, startedAt: number, now: number): boolean {
  return status === 'pending' && now - startedAt < POLL_LIMIT_MS;
}
