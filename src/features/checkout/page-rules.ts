// What the reserve and reservation pages say and how they read the checkout calls' answers. Pure: the
// components and their tests share it.

import { formatAud, formatAudCents } from '@/lib/money';
import type { CheckoutRoute } from '@/lib/paths';
import { BUY_ONLINE_HEADING } from './purchase-rules';
import { CAR_TAKEN_MESSAGE } from './rules';
import type { ReservationStatus, ReservationView } from './view';

/**
 * The reserve page's name (and the vehicle page's section to it), as the site's route names it: a site
 * that sells online at /buy-online says Buy Online, as its button does, never Reserve Online.
 */
export const CHECKOUT_HEADINGS: Record<CheckoutRoute, string> = {
  checkout: 'Reserve Online',
  'buy-online': BUY_ONLINE_HEADING,
};
export const PAYMENT_CANCELLED_MESSAGE = 'Payment cancelled. Your card was not charged.';
export const CANCEL_LABEL = 'Cancel and refund my deposit';
export const FAILED_MESSAGE = 'Your payment did not go through.';
export const CONFIRMING_HEADING = 'Confirming your payment…';
export const CONFIRMING_TEXT = 'This usually takes a few seconds. Please keep this page open.';

/** 'Pay $200 deposit'. */
export const payLabel = (deposit: number) => `Pay ${formatAud(deposit)} deposit`;

/** A pending reservation is asked after every 2 s, for a minute at most (the webhook is usually first). */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

/** Whether the page should keep asking: still pending, and the minute since it began not over. */
export function keepsPolling(status: ReservationStatus, startedAt: number, now: number): boolean {
  return status === 'pending' && now - startedAt < POLL_LIMIT_MS;
}

export type StatusCopy = { heading: string; lines: string[] };

/** The heading and text of each state of a reservation (the payment reference is shown beside them). */
export function statusCopy(
  view: Pick<ReservationView, 'status' | 'amountCents' | 'car' | 'holdUntilText'> & {
    purchase?: ReservationView['purchase'];
  },
): StatusCopy {
  const deposit = formatAudCents(view.amountCents);
  switch (view.status) {
    case 'pending':
      return {
        heading: CONFIRMING_HEADING,
        lines: [CONFIRMING_TEXT],
      };
    case 'held':
      return {
        heading: view.purchase ? 'Deposit paid' : 'Reserved',
        lines: [
          view.holdUntilText
            ? `We hold the ${view.car.name} for you until ${view.holdUntilText}.`
            : `We hold the ${view.car.name} for you.`,
          `Your ${deposit} deposit is fully refundable.`,
        ],
      };
    case 'cancelled':
      return {
        heading: 'Reservation cancelled',
        lines: [
          `Your reservation of the ${view.car.name} is cancelled and your ${deposit} deposit has been refunded in full.`,
        ],
      };
    case 'released':
      return {
        heading: 'Your hold has ended',
        lines: [
          `The hold on the ${view.car.name} has ended and your ${deposit} deposit has been refunded in full.`,
        ],
      };
    case 'lost':
      return { heading: 'This car has been reserved', lines: [CAR_TAKEN_MESSAGE] };
    case 'failed':
      return { heading: 'Payment not completed', lines: [FAILED_MESSAGE] };
  }
}

/** Shown when a minute has passed and the payment is still not confirmed. */
export const STILL_PENDING_MESSAGE =
  'We have not heard back from the payment provider yet. Check again in a minute; you will not be charged twice.';

// ── The answers of the calls ──

export type FieldIssue = { field: string; message: string };

export type ReserveResult =
  | { kind: 'pay'; payUrl: string }
  | { kind: 'invalid'; issues: FieldIssue[]; message: string | null }
  | { kind: 'signed-out' }
  | { kind: 'error'; message: string | null };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const errorOf = (data: Record<string, unknown>) =>
  typeof data.error === 'string' && data.error.trim() !== '' ? data.error : null;

/**
 * A 400's issues by field name: 'fields.email' and 'email' both name the email field; a purchase's
 * choice keeps its prefix ('purchase.postcode' is not the contact postcode).
 */
function readIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue) =>
    isObject(issue) && typeof issue.message === 'string'
      ? [
          {
            field: typeof issue.field === 'string' ? issue.field.replace(/^fields\./, '') : '',
            message: issue.message,
          },
        ]
      : [],
  );
}

/**
 * What POST /api/checkout/reservations answered: 201 (or 200 for the same key again) with the provider's
 * page to go to; 400 with the fields to fix; 401 when the site wants the shopper signed in; anything else
 * an error to show (409: the car cannot be reserved; its message says why). A message of null is for the
 * form's generic one.
 */
export function interpretReserveResponse(status: number, body: unknown): ReserveResult {
  const data = isObject(body) ? body : {};
  if ((status === 200 || status === 201) && typeof data.payUrl === 'string' && data.payUrl !== '')
    return { kind: 'pay', payUrl: data.payUrl };
  if (status === 400) return { kind: 'invalid', issues: readIssues(data.issues), message: errorOf(data) };
  if (status === 401) return { kind: 'signed-out' };
  return { kind: 'error', message: status >= 500 ? null : errorOf(data) };
}

/** The reservation in a GET or cancel answer, when there is one. */
export function reservationOf(body: unknown): ReservationView | null {
  if (!isObject(body) || !isObject(body.reservation)) return null;
  const reservation = body.reservation as ReservationView;
  return typeof reservation.id === 'string' && typeof reservation.status === 'string' ? reservation : null;
}

/** The error message of an answer, when it gives one. */
export function errorMessageOf(body: unknown): string | null {
  return isObject(body) ? errorOf(body) : null;
}
