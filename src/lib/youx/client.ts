// The instant-quote lender's API (YouX): the quick quote and the pre-approval customer, each a JSON POST
// with the platform's API key, answered within a timeout. Our own calls (POST /api/youx/quote and
// /api/youx/create-customer, AF §7) carry the lender's payload, so it is passed on as it came:
//   POST {base}/quick-quote  { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping }
//                            → { weeklyRepaymentAmount, advertisedRate, comparisonRate }
//   POST {base}/customers    { data: { …the applicant… }, additionalData: { … } } → { redirectUrl }
// Any failure (no answer in time, not reachable, a non-2xx status, an answer of another shape) is a
// LenderError; its `reason` tells a customer created without a redirect apart from a lender that failed.

export type LenderSettings = {
  /** The lender's API base, e.g. 'https://api.youx.com.au/v1'; a local fake server in tests. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
};

export type LenderQuote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number };

export type LenderClient = {
  quote(request: Record<string, unknown>): Promise<LenderQuote>;
  /** The lender's page the shopper continues the application on. */
  createCustomer(request: {
    data: Record<string, unknown>;
    additionalData: Record<string, unknown>;
  }): Promise<string>;
};

/** How long a lender call may take: the shopper is waiting on the popup. */
export const LENDER_TIMEOUT_MS = 10_000;

export class LenderError extends Error {
  constructor(
    message: string,
    readonly reason: 'failed' | 'no-redirect' = 'failed',
  ) {
    super(message);
  }
}

export function createLenderClient(settings: LenderSettings): LenderClient {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? LENDER_TIMEOUT_MS;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    let status: number;
    let answer: unknown;
    try {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-api-key': settings.apiKey,
        },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      answer = await response.json().catch(() => null);
    } catch (error) {
      const name = (error as Error).name;
      throw new LenderError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `YouX gave no answer to ${path} in ${timeoutMs} ms`
          : `YouX could not be reached at ${path}: ${(error as Error).message}`,
      );
    }
    if (status < 200 || status > 299) throw new LenderError(`YouX answered ${status} to ${path}`);
    if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) {
      throw new LenderError(`YouX answered ${path} with no JSON object`);
    }
    return answer as Record<string, unknown>;
  }

  return {
    quote: async (request) => {
      const answer = await post('/quick-quote', request);
      const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = answer;
      const figures = [weeklyRepaymentAmount, advertisedRate, comparisonRate];
      if (!figures.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)) {
        throw new LenderError('YouX answered /quick-quote without its three figures');
      }
      return { weeklyRepaymentAmount, advertisedRate, comparisonRate } as LenderQuote;
    },
    createCustomer: async (request) => {
      const { redirectUrl } = await post('/customers', request);
      if (typeof redirectUrl !== 'string' || !/^https?:\/\//i.test(redirectUrl)) {
        throw new LenderError('YouX created the customer but sent no redirect URL', 'no-redirect');
      }
      return redirectUrl;
    },
  };
}
