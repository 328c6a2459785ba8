import 'server-only';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { createLenderClient, type LenderClient } from '@/lib/youx/client';
import { type Quote, quickQuote } from '@/repayments/quote-rules';
import type { CreateCustomerRequest, QuoteRequest } from './schema';

// The instant-quote provider ('youx') behind one interface, chosen by the environment: the lender's API
// when YOUX_API_URL and YOUX_API_KEY are set, else the in-house engine, which quotes from its rate table
// and takes the pre-approval request on the site itself (the application is a lead either way).
// Failures surface as the lender client's LenderError.

export type InstantQuoteProvider = {
  kind: 'embedded' | 'youx';
  quote(request: QuoteRequest, now: Date): Promise<Quote>;
  /** Where the shopper continues once the application (lead `leadId`) is stored. */
  createCustomer(application: CreateCustomerRequest, leadId: string): Promise<string>;
};

export function embeddedProvider(): InstantQuoteProvider {
  return {
    kind: 'embedded',
    quote: async (request, now) => quickQuote(request, now),
    createCustomer: async (_application, leadId) => paths.financePreApproval(leadId),
  };
}

export function lenderProvider(client: LenderClient): InstantQuoteProvider {
  return {
    kind: 'youx',
    quote: (request) => client.quote(request),
    // The lender gets the applicant and the lead's id, to match its customer to the dealer's lead.
    createCustomer: (application, leadId) =>
      client.createCustomer({
        data: application.data,
        additionalData: { ...application.additionalData, lead_id: leadId },
      }),
  };
}

let provider: InstantQuoteProvider | undefined;

/** The provider the environment asks for, made once per process. */
export function instantQuoteProvider(): InstantQuoteProvider {
  provider ??=
    env.YOUX_API_URL && env.YOUX_API_KEY
      ? lenderProvider(createLenderClient({ baseUrl: env.YOUX_API_URL, apiKey: env.YOUX_API_KEY }))
      : embeddedProvider();
  return provider;
}

/** For tests: the provider the calls use until the next reset (undefined: the environment's again). */
export function setInstantQuoteProviderForTests(next: InstantQuoteProvider | undefined): void {
  provider = next;
}
