// One interface to whoever takes the shopper's card: the provider hosts the card page, so card numbers
// never reach the platform. The platform creates a checkout, sends the browser to its `url`, and learns the
// outcome twice over: from a signed webhook (parseWebhook) and, when that is late or lost (a restart
// between payment and webhook), by asking (retrieve). Amounts are whole cents, always AUD.

export type Currency = 'aud';

export type CheckoutRequest = {
  /** Whole cents, more than 0 (a $200 deposit is 20000). */
  amountCents: number;
  currency: Currency;
  /** The platform's own id for what is paid for (a reservation, a dealer's reference): up to 100 characters. */
  reference: string;
  /** What the shopper sees on the provider's page, e.g. 'Refundable deposit: 2021 Toyota Hilux SR5'. */
  description: string;
  customerEmail?: string;
  /** Where the browser goes once paid; it arrives with `session_id={sessionId}` added to the query. */
  successUrl: string;
  /** Where the browser goes when the shopper cancels or the payment fails, as given (put your own id in it). */
  cancelUrl: string;
  /** Kept with the session and the payment (Stripe: up to 50 keys, values up to 500 characters). */
  metadata: Record<string, string>;
};

export type CheckoutSession = {
  sessionId: string;
  /** The provider-hosted page to send the browser to. */
  url: string;
};

export type CheckoutStatus = 'open' | 'paid' | 'expired' | 'failed';

export type SessionState = {
  status: CheckoutStatus;
  /** The payment to refund, once paid. */
  paymentId: string | null;
  amountCents: number;
  reference: string;
};

export type RefundResult = { refundId: string; status: 'succeeded' | 'pending' | 'failed' };

/**
 * What a verified webhook says. `id` is the provider's event id: the same event delivered again (a retry,
 * a replay) carries the same id, so a handler that records the ids it has applied applies each once.
 */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.paid' | 'checkout.failed' | 'checkout.expired';
      sessionId: string;
      paymentId: string | null;
      reference: string;
      amountCents: number;
    }
  | {
      id: string;
      type: 'refund.succeeded';
      /** Null for a refund made outside the platform (e.g. in the Stripe dashboard): match on paymentId. */
      sessionId: string | null;
      paymentId: string;
      reference: string | null;
      /** The amount of this refund. */
      amountCents: number;
    };

export type PaymentEventType = PaymentEvent['type'];

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session as the provider knows it now; rejects with PaymentProviderError for an unknown one. */
  retrieve(sessionId: string): Promise<SessionState>;
  /** Refunds `amountCents` of the payment (all that is left when omitted). */
  refund(paymentId: string, amountCents?: number): Promise<RefundResult>;
  /**
   * The event in a webhook request, its signature verified (WebhookSignatureError when it is missing, bad
   * or more than 5 minutes old); null for a genuine event the platform has no use for.
   */
  parseWebhook(rawBody: string, headers: Headers): PaymentEvent | null;
}

/** How old a webhook's signed timestamp may be: older is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** How long a checkout page stays payable. */
export const CHECKOUT_LIFETIME_MS = 30 * 60_000;

/** The longest `reference` taken (Stripe's client_reference_id allows 200). */
export const MAX_REFERENCE_LENGTH = 100;

/** A webhook that does not prove it comes from the provider: answer 400 and apply nothing. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider refused a call or could not be reached; the message says which. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** Throws PaymentProviderError when the request is one no provider should be sent. */
export function checkCheckoutRequest(request: CheckoutRequest): void {
  const problems: string[] = [];
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    problems.push('amountCents must be a whole number of cents above 0');
  }
  if (request.currency !== 'aud') problems.push("currency must be 'aud'");
  if (!request.reference || request.reference.length > MAX_REFERENCE_LENGTH) {
    problems.push(`reference must be 1 to ${MAX_REFERENCE_LENGTH} characters`);
  }
  if (!request.description.trim()) problems.push('description must not be empty');
  for (const [name, url] of [
    ['successUrl', request.successUrl],
    ['cancelUrl', request.cancelUrl],
  ] as const) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      problems.push(`${name} must be an http(s) URL`);
    }
  }
  const text = [request.reference, request.description, ...Object.entries(request.metadata).flat()];
  if (text.some((value) => value.includes('\u0000'))) problems.push('no text may contain U+0000');
  if (problems.length > 0) throw new PaymentProviderError(`Bad checkout request: ${problems.join('; ')}`);
}

/** `url` with `session_id` added to its query: the success page learns which session was paid. */
export function withSessionId(url: string, sessionId: string): string {
  const next = new URL(url);
  next.searchParams.set('session_id', sessionId);
  return next.toString();
}
