import 'server-only';
import { createHash } from 'node:crypto';
import type { FinanceQuote } from '@/enquiries';
import { BRISBANE, dateAt } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { LenderError } from '@/lib/youx/client';
import type { Shopper } from '@/session';
import type { Site } from '@/tenancy/get-site';
import { submitFinanceLead } from './finance-lead';
import { CUSTOMER_FAILED_MESSAGE, NO_REDIRECT_MESSAGE, OTHER_PHONE_MESSAGE } from './messages';
import { type InstantQuoteProvider, instantQuoteProvider } from './provider';
import type { CreateCustomerRequest } from './schema';

// A pre-approval application (POST /api/youx/create-customer, AF §7): from a shopper signed in with the
// mobile the application names, stored as a lead first (ARCHITECTURE §8: the dealer hears of it even if
// the lender is down), then sent to the instant-quote provider, whose page the shopper goes on to.

export type ApplicationOutcome = {
  status: 200 | 403 | 404 | 429 | 502;
  body: { redirectUrl: string } | { error: string };
  headers?: Record<string, string>;
};

export type ApplicationContext = { ip: string | null; userAgent: string | null; now: Date };

/**
 * The same application from the same shopper on the same (Brisbane) day is one lead, whatever is
 * clicked twice or retried after the lender failed; a changed amount, term or car is a new one.
 */
export function applicationKey(
  siteId: number,
  shopperId: string,
  request: CreateCustomerRequest,
  now: Date,
): string {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([siteId, shopperId, dateAt(now, BRISBANE), request.data, request.additionalData.car_id]),
    )
    .digest('base64url');
  return `finance-${digest}`;
}

/**
 * The quote the popup showed for this loan, for the dealer's copy of the application (the weekly
 * repayment and its rates); null when the provider cannot quote now, so the lead is stored all the same.
 */
async function quoteFor(
  provider: InstantQuoteProvider,
  request: CreateCustomerRequest,
  site: Site,
  now: Date,
): Promise<FinanceQuote | null> {
  try {
    const quote = await provider.quote(request.data, now);
    return {
      weekly_repayment: quote.weeklyRepaymentAmount,
      advertised_rate: quote.advertisedRate,
      comparison_rate: quote.comparisonRate,
    };
  } catch (error) {
    if (!(error instanceof LenderError)) throw error;
    logger.warn({ err: error, site: site.slug }, 'YouX quick quote failed: the application goes without it');
    return null;
  }
}

export async function applyForFinance(
  site: Site,
  shopper: Shopper,
  request: CreateCustomerRequest,
  ctx: ApplicationContext,
  provider: InstantQuoteProvider = instantQuoteProvider(),
): Promise<ApplicationOutcome> {
  const { data, additionalData } = request;
  // The mobile a sign-in code verified is the one the application names: no one applies in another's name.
  if (data.phoneNumber !== shopper.phone) return { status: 403, body: { error: OTHER_PHONE_MESSAGE } };

  const quote = await quoteFor(provider, request, site, ctx.now);
  const lead = await submitFinanceLead(
    site,
    {
      idempotencyKey: applicationKey(site.id, shopper.id, request, ctx.now),
      carId: additionalData.car_id ?? null,
      contact: {
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        phone: data.phoneNumber,
        postcode: data.postCode,
        subscribe: data.subscribe,
      },
      application: {
        purchase_price: data.purchasePrice,
        loan_term: data.loanTerm,
        self_assessed_credit_score: data.selfAssessedCreditScore,
        quote,
        who_is_helping: data.whoIsHelping ?? additionalData.whoIsHelping,
        vin: data.vin,
        nvic: data.nvic,
        year: data.year,
      },
      url: additionalData.url,
      pageId: additionalData.page_id,
      leadAttributes: additionalData.lead_attributes,
    },
    ctx,
  );
  if ('error' in lead) {
    return {
      status: lead.status,
      body: { error: lead.error },
      headers: lead.retryAfterSeconds ? { 'retry-after': String(lead.retryAfterSeconds) } : undefined,
    };
  }

  try {
    return { status: 200, body: { redirectUrl: await provider.createCustomer(request, lead.leadId) } };
  } catch (error) {
    if (!(error instanceof LenderError)) throw error;
    // The lead is stored and on its way to the dealer; the shopper may try the lender again.
    logger.warn({ err: error, site: site.slug, leadId: lead.leadId }, 'YouX customer creation failed');
    return {
      status: 502,
      body: { error: error.reason === 'no-redirect' ? NO_REDIRECT_MESSAGE : CUSTOMER_FAILED_MESSAGE },
    };
  }
}
