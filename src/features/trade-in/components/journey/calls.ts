import { browserStorage, leadAttributes } from '@/enquiries/browser/lead-storage';
import { type ApiResult, apiMessage, getJson, postJson } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { type JourneyState, type JourneyStep, type JourneyVehicle, refusedFields } from '../../journey-rules';
import type { AdjustmentAnswers } from '../../valuation-rules';
import type { ValuationView } from '../../valuation-view';
import { FAILED_MESSAGE, REGO_NOT_FOUND_HINT, valuationBody, vehicleFromLookup } from './rules';

// The journey's calls, each through the API client: the rego lookup, the valuation (started, then valued
// with the condition answers), a valuation reopened from the address, and the badges and series to suggest.

type Answer = { valuation?: ValuationView };

/** The answer's message for the shopper: the server's, else `fallback` (a failed call has none). */
const messageOf = (result: ApiResult<unknown>, fallback = FAILED_MESSAGE) => apiMessage(result) ?? fallback;

export type Lookup =
  /** The register's car, or none (with why, for the confirm step): the shopper goes on either way. */
  | { kind: 'looked-up'; vehicle: JourneyVehicle | null; notice: string | null }
  /** The plate or state refused: shown on the rego step's fields. */
  | { kind: 'invalid'; result: Exclude<ApiResult<unknown>, { kind: 'ok' }> };

export async function lookupRego(rego: string, regoState: string): Promise<Lookup> {
  const result = await postJson<{ vehicle?: Record<string, unknown> }>(apiPaths.regoLookup(), {
    rego,
    regoState,
  });
  if (result.kind === 'invalid') return { kind: 'invalid', result };
  const found = result.kind === 'ok' && result.body?.vehicle;
  if (found) return { kind: 'looked-up', vehicle: vehicleFromLookup(found), notice: null };
  return {
    kind: 'looked-up',
    vehicle: null,
    notice: result.kind === 'ok' ? REGO_NOT_FOUND_HINT : messageOf(result, REGO_NOT_FOUND_HINT),
  };
}

export type Valued =
  | { kind: 'valued'; valuation: ValuationView }
  /** Fields refused: the earliest step holding one, each field's message, and those no step shows. */
  | { kind: 'refused'; step: JourneyStep; errors: Record<string, string>; unshown: string | null }
  | { kind: 'failed'; message: string };

/** The valuation of the finished journey: started with the car and the details, then valued. */
export async function requestValuation(
  journey: JourneyState,
  context: { siteSlug: string; carId: number | null; tradingIn: boolean },
): Promise<Valued> {
  const started = await postJson<Answer>(
    apiPaths.valuations(),
    valuationBody(journey, {
      carId: context.carId,
      tradingIn: context.tradingIn,
      url: window.location.href,
      leadAttributes: leadAttributes(browserStorage(), context.siteSlug),
    }),
  );
  if (started.kind === 'invalid')
    return {
      kind: 'refused',
      ...refusedFields(started.issues.map((issue) => ({ field: issue.path, message: issue.message }))),
    };
  const id = started.kind === 'ok' ? started.body?.valuation?.id : undefined;
  if (!id) return { kind: 'failed', message: messageOf(started) };
  const valued = await postJson<Answer>(apiPaths.valuationAdjustments(id), {
    adjustmentAnswers: journey.answers as AdjustmentAnswers,
  });
  const valuation = valued.kind === 'ok' ? valued.body?.valuation : undefined;
  return valuation ? { kind: 'valued', valuation } : { kind: 'failed', message: messageOf(valued) };
}

/** A finished valuation named in the address, or null when there is none to show. */
export async function fetchValuation(id: string): Promise<ValuationView | null> {
  const result = await getJson<Answer>(apiPaths.valuation(id));
  return (result.kind === 'ok' && result.body?.valuation) || null;
}

export type Variants = { badges: string[]; series: string[] };
export const NO_VARIANTS: Variants = { badges: [], series: [] };

/** The badges and series the platform knows for a make and model (features.redbook). */
export async function fetchVariants(make: string, model: string, signal?: AbortSignal): Promise<Variants> {
  const result = await getJson<Partial<Variants>>(apiPaths.tradeInVariants(make, model), { signal });
  if (result.kind !== 'ok' || !result.body) return NO_VARIANTS;
  return { badges: result.body.badges ?? [], series: result.body.series ?? [] };
}
