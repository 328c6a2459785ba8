'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { useHydrated } from '@/ui/use-hydrated';
import {
  EMPTY_VEHICLE,
  JOURNEY_STEPS,
  type JourneyState,
  type JourneyStep,
  newJourney,
} from '../journey-rules';
import type { ValuationView } from '../valuation-view';
import { fetchValuation } from './journey/calls';
import { ConditionStep } from './journey/condition-step';
import { DetailsStep } from './journey/details-step';
import { JourneyProgress } from './journey/journey-progress';
import { RegoStep } from './journey/rego-step';
import { type Shopper, withShopper } from './journey/rules';
import { keep, readKept, valuationInAddress, valuationInUrl } from './journey/storage';
import { VehicleStep } from './journey/vehicle-step';
import { ValuationResult } from './valuation-result';

export type TradeInJourneyProps = {
  siteSlug: string;
  /** The state the rego field starts on: the site's home state. */
  defaultState: string;
  /** The plate a link names (My Garage's 'Value my trade'), for a journey not already under way. */
  plate: { rego: string; regoState: string } | null;
  /** Trading in against a purchase (the trade-in pages), or selling outright (the sell pages). */
  tradingIn: boolean;
  /** The car traded against (/cars/trade-in?car_id=), named above the steps. */
  car: { id: number; name: string } | null;
  /** The car whose buy-online journey sent the shopper here (?after=buy-online), to go back to with the offer. */
  buyOnlineSlug: string | null;
  locations: { id: number; name: string }[];
  /** The site has vehicle data to suggest badges and series (features.redbook). */
  suggestVariants: boolean;
  /** A signed-in shopper's details, to start the details step with. */
  shopper: Shopper;
  /** Keep a finished valuation on the shopper's account (tradeIn.saveToAccount, signed in). */
  saveToAccount: boolean;
  offerValidDays: number;
  /** The address names a finished valuation (?valuation=): the journey waits for it rather than drawing step 1. */
  reopening: boolean;
};

/**
 * The trade-in valuation in steps (AF §3): rego and state, the car found and confirmed, odometer and
 * condition, the shopper's details, then the valuation. The journey holds what the steps share and which
 * is showing; each step is a form of its own (./journey/), checked before the next. The unfinished journey
 * is kept for the session and a finished one is reopened from the address.
 */
export function TradeInJourney(props: TradeInJourneyProps) {
  const { siteSlug, defaultState, plate, shopper } = props;
  // The server draws step 1 as a new journey starts it (without a key), so the page does not change size as
  // it hydrates; a journey kept for the session, or its id, replace it once the browser has read them.
  const [state, setState] = useState<JourneyState>(() =>
    withShopper({ ...newJourney(defaultState, ''), ...plate }, shopper),
  );
  const [valuation, setValuation] = useState<ValuationView | null>(null);
  const [loading, setLoading] = useState(props.reopening);
  const [notice, setNotice] = useState<string | null>(null);
  const [refused, setRefused] = useState<Record<string, string>>();
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const idPrefix = useId();

  // Reopen: a valuation named in the address, else the journey kept for the session, else a new one.
  useEffect(() => {
    const opened = valuationInUrl();
    const fresh = () => {
      const kept = readKept(siteSlug);
      setState(withShopper(kept ?? { ...newJourney(defaultState, crypto.randomUUID()), ...plate }, shopper));
      setLoading(false);
    };
    if (!opened) return fresh();
    fetchValuation(opened).then((found) => {
      if (found) {
        setValuation(found);
        setLoading(false);
      } else {
        valuationInAddress(null);
        fresh();
      }
    });
  }, [siteSlug, defaultState, plate, shopper]);

  // Kept once it has a key: the journey without one is step 1 as drawn before the kept one was read.
  useEffect(() => {
    if (!loading && !valuation && state.idempotencyKey) keep(siteSlug, state);
  }, [loading, valuation, siteSlug, state]);

  const go = (step: JourneyStep, errors?: Record<string, string>) => {
    setState((s) => ({ ...s, step }));
    setRefused(errors);
    heading.current?.focus();
  };

  const valued = (found: ValuationView) => {
    keep(siteSlug, null);
    valuationInAddress(found.id);
    setValuation(found);
    heading.current?.focus();
  };

  const startAgain = () => {
    keep(siteSlug, null);
    valuationInAddress(null);
    setValuation(null);
    setState(withShopper(newJourney(defaultState, crypto.randomUUID()), shopper));
    setRefused(undefined);
    heading.current?.focus();
  };

  const step: JourneyStep = valuation ? 4 : state.step;
  // Each step's form starts from the journey: a journey replaced (read back, or started again) starts it anew.
  const key = state.idempotencyKey;
  const shared = { journey: state, idPrefix, refused, update: setState, go };

  return (
    <div className="rounded-site border border-black/10 p-4 shadow-sm sm:p-6">
      {props.car && (
        <p className="mb-3 rounded-site bg-surface px-3 py-2 text-sm">
          Trading in towards the <strong>{props.car.name}</strong>
        </p>
      )}
      <JourneyProgress step={step} />
      <h2 ref={heading} tabIndex={-1} className="mb-4 text-xl font-extrabold outline-none">
        {JOURNEY_STEPS[step]}
      </h2>

      {loading ? (
        <p className="flex items-center gap-2 text-gray-700" aria-live="polite">
          <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" /> Loading…
        </p>
      ) : valuation ? (
        <ValuationResult
          valuation={valuation}
          onChange={setValuation}
          onStartAgain={startAgain}
          saveToAccount={props.saveToAccount}
          offerValidDays={props.offerValidDays}
          buyOnlineSlug={props.buyOnlineSlug}
        />
      ) : step === 0 ? (
        <RegoStep
          key={key}
          {...shared}
          live={hydrated && state.idempotencyKey !== ''}
          onPlate={(rego, lookup) => {
            setNotice(lookup?.notice ?? null);
            setState((s) => ({
              ...s,
              rego,
              found: Boolean(lookup?.vehicle),
              vehicle: lookup ? (lookup.vehicle ?? EMPTY_VEHICLE) : s.vehicle,
            }));
            go(1);
          }}
        />
      ) : step === 1 ? (
        <VehicleStep
          key={key}
          {...shared}
          notice={notice}
          suggestVariants={props.suggestVariants}
          onConfirmed={() => {
            setNotice(null);
            go(2);
          }}
        />
      ) : step === 2 ? (
        <ConditionStep key={key} {...shared} />
      ) : (
        <DetailsStep
          key={key}
          {...shared}
          siteSlug={siteSlug}
          car={props.car}
          tradingIn={props.tradingIn}
          locations={props.locations}
          onRefused={go}
          onValued={valued}
        />
      )}
    </div>
  );
}
