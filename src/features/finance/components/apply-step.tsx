'use client';

import { browserStorage, leadAttributes } from '@/enquiries/browser/lead-storage';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { apiMessage, postJson } from '@/lib/api-client';
import { formatAud } from '@/lib/money';
import { apiPaths } from '@/lib/paths';
import type { QuoteAnswer } from '@/repayments/quote-rules';
import { CUSTOMER_CLIENT_FAILED_MESSAGE, NO_REDIRECT_MESSAGE } from '../messages';
import {
  CREDIT_SCORE_LABELS,
  createCustomerBody,
  type PopupCar,
  type PopupDetails,
  type QuoteInputs,
} from '../popup-rules';
import { goTo } from './navigation';

/** How long a made application waits for its analytics event before the lender's page loads. */
const EVENT_TIMEOUT_MS = 1500;

/** Logs the finance enquiry (event 9) before leaving, waiting no longer than EVENT_TIMEOUT_MS. */
async function trackApplication(carId: number | undefined): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    track(ANALYTICS_EVENTS.financeEnquiry, carId ? { carId } : {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, EVENT_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
}

type Application = {
  inputs: QuoteInputs;
  details: PopupDetails;
  phone: string;
  car: PopupCar | null;
  /** Whose visited pages and campaign parameters the application carries (AF §7 lead_attributes). */
  siteSlug: string;
};

/**
 * Makes the application (AF §7, §8) and goes on to the page the lender returned: answers null once on
 * the way there, else the message to show (the server's, or the popup's own).
 */
export async function applyToLender({ inputs, details, phone, car, siteSlug }: Application) {
  const result = await postJson<{ redirectUrl?: string }>(
    apiPaths.youxCreateCustomer(),
    createCustomerBody(inputs, details, phone, car, {
      url: window.location.href,
      attributes: leadAttributes(browserStorage(), siteSlug),
    }),
  );
  if (result.kind !== 'ok') return apiMessage(result) || CUSTOMER_CLIENT_FAILED_MESSAGE;
  const redirectUrl = result.body?.redirectUrl;
  if (!redirectUrl) return NO_REDIRECT_MESSAGE;
  await trackApplication(car?.id);
  goTo(redirectUrl);
  return null;
}

type Props = { inputs: QuoteInputs; quote: QuoteAnswer | null; details: PopupDetails; phone: string | null };

/** Step 4, Apply to lender: what the application says, before it is made. */
export function ApplyStep({ inputs, quote, details, phone }: Props) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-site bg-surface p-4 text-sm">
      <dt className="text-gray-700">Purchase price</dt>
      <dd className="text-right font-semibold tabular-nums">{formatAud(inputs.amount)}</dd>
      <dt className="text-gray-700">Loan term</dt>
      <dd className="text-right font-semibold">{inputs.term} years</dd>
      <dt className="text-gray-700">Credit history</dt>
      <dd className="text-right font-semibold">{CREDIT_SCORE_LABELS[inputs.creditScore]}</dd>
      {quote && (
        <>
          <dt className="text-gray-700">Estimated repayment</dt>
          <dd className="text-right font-semibold tabular-nums">
            {formatAud(quote.weeklyRepaymentAmount)} per week
          </dd>
        </>
      )}
      <dt className="text-gray-700">Name</dt>
      <dd className="text-right font-semibold">
        {details.firstName} {details.lastName}
      </dd>
      <dt className="text-gray-700">Mobile</dt>
      <dd className="text-right font-semibold">{phone}</dd>
    </dl>
  );
}
