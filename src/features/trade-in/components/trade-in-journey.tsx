'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { browserStorage, leadAttributes } from '@/enquiries/browser/lead-storage';
import { postcodeError } from '@/enquiries/postcode-rules';
import { EMAIL_MESSAGE, FIRST_NAME_MESSAGE, normaliseAuPhone, PHONE_MESSAGE } from '@/enquiries/rules';
import { apiPaths } from '@/lib/paths';
import { Field, Select, TextInput } from '@/ui/field';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { useHydrated } from '@/ui/use-hydrated';
import {
  EMPTY_VEHICLE,
  JOURNEY_STEPS,
  type JourneyState,
  type JourneyStep,
  journeyKey,
  KMS_MESSAGE,
  kmsOf,
  MAKE_MESSAGE,
  MODEL_MESSAGE,
  newJourney,
  PREFERRED_CONTACT_METHODS,
  parseJourney,
  refusedFields,
  YEAR_MESSAGE,
} from '../journey-rules';
import { AU_STATES, isAuState, normalisePlate, plateProblem, stateProblem } from '../plate-rules';
import { ADJUSTMENT_QUESTIONS, type AdjustmentAnswers, answerMessage } from '../valuation-rules';
import type { ValuationView } from '../valuation-view';
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
  shopper: { name?: string; last_name?: string; phone?: string; email?: string } | null;
  /** Keep a finished valuation on the shopper's account (tradeIn.saveToAccount, signed in). */
  saveToAccount: boolean;
  offerValidDays: number;
  /** The address names a finished valuation (?valuation=): the journey waits for it rather than drawing step 1. */
  reopening: boolean;
};

type Errors = Record<string, string>;

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90 disabled:opacity-60';
const secondaryClass =
  'inline-flex items-center justify-center rounded-site border border-black/25 px-5 py-2.5 font-bold hover:bg-black/5';

const REGO_NOT_FOUND_HINT = "We could not find that registration. Enter your car's details below.";
const FAILED_MESSAGE = 'Something went wrong. Please try again.';

function readKept(siteSlug: string): JourneyState | null {
  try {
    return parseJourney(JSON.parse(sessionStorage.getItem(journeyKey(siteSlug)) ?? 'null'));
  } catch {
    return null;
  }
}

function keep(siteSlug: string, state: JourneyState | null) {
  try {
    if (state) sessionStorage.setItem(journeyKey(siteSlug), JSON.stringify(state));
    else sessionStorage.removeItem(journeyKey(siteSlug));
  } catch {
    // Storage refused (private mode): the journey works, it just does not survive a reload.
  }
}

/** The signed-in shopper's details filled in where the journey has none yet. */
function withShopper(journey: JourneyState, shopper: TradeInJourneyProps['shopper']): JourneyState {
  const d = journey.details;
  return {
    ...journey,
    details: {
      ...d,
      name: d.name || shopper?.name || '',
      last_name: d.last_name || shopper?.last_name || '',
      phone: d.phone || shopper?.phone || '',
      email: d.email || shopper?.email || '',
    },
  };
}

/** The valuation's id in the address, so a reload or a shared link reopens it. */
function valuationInAddress(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('valuation', id);
  else url.searchParams.delete('valuation');
  window.history.replaceState(window.history.state, '', url);
}

async function post(path: string, body: unknown) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as {
    error?: string;
    issues?: { field: string; message: string }[];
    valuation?: ValuationView;
    vehicle?: Record<string, unknown>;
  };
  return { status: response.status, data };
}

/**
 * The trade-in valuation in steps (AF §3): rego and state, the car found and confirmed, odometer and
 * condition, the shopper's details, then the valuation. Each step is checked before the next; the
 * unfinished journey is kept for the session and a finished one is reopened from the address.
 */
export function TradeInJourney(props: TradeInJourneyProps) {
  const { siteSlug, defaultState, plate, car, locations, suggestVariants, shopper } = props;
  // The server draws step 1 as a new journey starts it, so the page does not change size as it hydrates; a
  // journey kept for the session, or its id, replace it once the browser has read them.
  const [state, setState] = useState<JourneyState>(() =>
    withShopper({ ...newJourney(defaultState, ''), ...plate }, shopper),
  );
  const [valuation, setValuation] = useState<ValuationView | null>(null);
  const [loading, setLoading] = useState(props.reopening);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [variants, setVariants] = useState<{ badges: string[]; series: string[] }>({
    badges: [],
    series: [],
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // Reopen: a valuation named in the address, else the journey kept for the session, else a new one.
  useEffect(() => {
    const opened = new URL(window.location.href).searchParams.get('valuation');
    const fresh = () => {
      const kept = readKept(siteSlug);
      setState(withShopper(kept ?? { ...newJourney(defaultState, crypto.randomUUID()), ...plate }, shopper));
      setLoading(false);
    };
    if (!opened) return fresh();
    fetch(apiPaths.valuation(opened))
      .then((r) => (r.ok ? r.json() : null))
      .then((data: { valuation?: ValuationView } | null) => {
        if (data?.valuation) {
          setValuation(data.valuation);
          setLoading(false);
        } else {
          valuationInAddress(null);
          fresh();
        }
      })
      .catch(fresh);
  }, [siteSlug, defaultState, plate, shopper]);

  // Kept once it has a key: the journey without one is step 1 as drawn before the kept one was read.
  useEffect(() => {
    if (!loading && !valuation && state.idempotencyKey) keep(siteSlug, state);
  }, [loading, valuation, siteSlug, state]);

  // Badges and series the platform knows for the make and model, as suggestions (features.redbook).
  const { make, model } = state.vehicle;
  useEffect(() => {
    if (!suggestVariants || !make.trim() || !model.trim()) return;
    const timer = setTimeout(() => {
      fetch(apiPaths.tradeInVariants(make.trim(), model.trim()))
        .then((r) => (r.ok ? r.json() : { badges: [], series: [] }))
        .then(setVariants)
        .catch(() => setVariants({ badges: [], series: [] }));
    }, 300);
    return () => clearTimeout(timer);
  }, [suggestVariants, make, model]);

  const go = (step: JourneyStep) => {
    setState((s) => ({ ...s, step }));
    setErrors({});
    setFormError(null);
    heading.current?.focus();
  };
  const vehicleField = (name: keyof JourneyState['vehicle'], value: string) =>
    setState((s) => ({ ...s, vehicle: { ...s.vehicle, [name]: value } }));
  const detailField = (name: keyof JourneyState['details'], value: string) =>
    setState((s) => ({ ...s, details: { ...s.details, [name]: value } }));

  /** The plate and state as typed, or their messages: both are needed for the valuation (AF §3). */
  const checkPlate = (): { rego: string } | { errors: Errors } => {
    const rego = normalisePlate(state.rego);
    const next: Errors = {};
    const plateMessage = plateProblem(rego, isAuState(state.regoState) ? state.regoState : undefined);
    if (plateMessage) next.rego = plateMessage;
    const stateMessage = stateProblem(state.regoState);
    if (stateMessage) next.regoState = stateMessage;
    return Object.keys(next).length ? { errors: next } : { rego };
  };

  const findCar = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPlate();
    if ('errors' in checked) return setErrors(checked.errors);
    const { rego } = checked;
    setBusy(true);
    setNotice(null);
    try {
      const { status, data } = await post(apiPaths.regoLookup(), { rego, regoState: state.regoState });
      if (status === 400 && data.issues) {
        setErrors(Object.fromEntries(data.issues.map((i) => [i.field, i.message])));
        return;
      }
      const v = status === 200 ? data.vehicle : null;
      setState((s) => ({
        ...s,
        rego,
        found: Boolean(v),
        vehicle: v
          ? {
              year: String(v.year ?? ''),
              make: String(v.make ?? ''),
              model: String(v.model ?? ''),
              badge: String(v.badge ?? ''),
              series: String(v.series ?? ''),
              vin: String(v.vin ?? ''),
            }
          : EMPTY_VEHICLE,
      }));
      if (!v) setNotice(data.error ?? REGO_NOT_FOUND_HINT);
      go(1);
    } catch {
      setNotice(REGO_NOT_FOUND_HINT);
      setState((s) => ({ ...s, rego, found: false, vehicle: EMPTY_VEHICLE }));
      go(1);
    } finally {
      setBusy(false);
    }
  };

  const confirmCar = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const year = Number(state.vehicle.year);
    if (!/^\d{4}$/.test(state.vehicle.year) || year < 1950 || year > new Date().getFullYear() + 1)
      next.year = YEAR_MESSAGE;
    if (!state.vehicle.make.trim()) next.make = MAKE_MESSAGE;
    if (!state.vehicle.model.trim()) next.model = MODEL_MESSAGE;
    if (Object.keys(next).length) return setErrors(next);
    setNotice(null);
    go(2);
  };

  const confirmCondition = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (kmsOf(state.kms) === null) next.kms = KMS_MESSAGE;
    for (const q of ADJUSTMENT_QUESTIONS) if (!state.answers[q.id]) next[q.id] = answerMessage(q.label);
    if (Object.keys(next).length) return setErrors(next);
    go(3);
  };

  const submitDetails = async (event: FormEvent) => {
    event.preventDefault();
    const d = state.details;
    const next: Errors = {};
    if (!d.name.trim()) next.name = FIRST_NAME_MESSAGE;
    if (!normaliseAuPhone(d.phone)) next.phone = PHONE_MESSAGE;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.email.trim())) next.email = EMAIL_MESSAGE;
    const postcode = postcodeError(d.postcode, false);
    if (postcode) next.postcode = postcode;
    if (Object.keys(next).length) return setErrors(next);
    setBusy(true);
    setFormError(null);
    try {
      const started = await post(apiPaths.valuations(), {
        idempotency_key: state.idempotencyKey,
        car_id: car?.id,
        rego: state.rego,
        regoState: state.regoState,
        vehicle: state.vehicle,
        kms: kmsOf(state.kms),
        ...d,
        // The select holds the id as text ('3'); the call takes the number.
        location_id: d.location_id ? Number(d.location_id) : undefined,
        'do-you-have-a-trade-in': props.tradingIn ? 'Yes' : 'No',
        url: window.location.href,
        lead_attributes: leadAttributes(browserStorage(), siteSlug),
      });
      if (started.status === 400 && started.data.issues) {
        // A problem with an earlier step's field sends the shopper back to it.
        const refused = refusedFields(started.data.issues);
        if (refused.step !== 3) go(refused.step);
        setErrors(refused.errors);
        setFormError(refused.unshown);
        return;
      }
      const valuationId = started.data.valuation?.id;
      if (!valuationId) throw new Error(started.data.error ?? FAILED_MESSAGE);
      const valued = await post(apiPaths.valuationAdjustments(valuationId), {
        adjustmentAnswers: state.answers as AdjustmentAnswers,
      });
      if (!valued.data.valuation) throw new Error(valued.data.error ?? FAILED_MESSAGE);
      keep(siteSlug, null);
      valuationInAddress(valuationId);
      setValuation(valued.data.valuation);
      heading.current?.focus();
    } catch (error) {
      setFormError(error instanceof Error && !(error instanceof TypeError) ? error.message : FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const startAgain = () => {
    keep(siteSlug, null);
    valuationInAddress(null);
    setValuation(null);
    setState(withShopper(newJourney(defaultState, crypto.randomUUID()), shopper));
    setErrors({});
    heading.current?.focus();
  };

  const step: JourneyStep = valuation ? 4 : state.step;
  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <div className="rounded-site border border-black/10 p-4 shadow-sm sm:p-6">
      {car && (
        <p className="mb-3 rounded-site bg-surface px-3 py-2 text-sm">
          Trading in towards the <strong>{car.name}</strong>
        </p>
      )}
      <ol aria-label="Steps" className="mb-4 grid grid-cols-5 gap-1 text-center text-xs">
        {JOURNEY_STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={`border-b-4 pb-1 ${index <= step ? 'border-brand font-bold' : 'border-black/10 text-gray-600'}`}
          >
            <span className="sr-only">Step {index + 1}: </span>
            <span className="hidden sm:inline">{label}</span>
            <span aria-hidden="true" className="sm:hidden">
              {index + 1}
            </span>
          </li>
        ))}
      </ol>
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
        <form noValidate onSubmit={findCar} className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <Field id={fieldId('rego')} label="Registration (rego)" required error={errors.rego} alert>
            {/* Typed into before hydration, the plate would be lost as the journey takes over: it waits. */}
            <TextInput
              value={state.rego}
              readOnly={!hydrated}
              onChange={(e) => setState((s) => ({ ...s, rego: e.target.value.toUpperCase() }))}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={12}
              placeholder="ABC123"
              className="w-full rounded-site border border-black/25 bg-white px-3 py-2.5 font-mono text-lg uppercase tracking-widest"
            />
          </Field>
          <Field id={fieldId('regoState')} label="State" required error={errors.regoState}>
            <Select
              placeholder="State"
              options={AU_STATES.map((s) => ({ value: s, label: s }))}
              value={state.regoState}
              onChange={(e) => setState((s) => ({ ...s, regoState: e.target.value }))}
            />
          </Field>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <button type="submit" className={buttonClass} disabled={busy || !hydrated}>
              {busy && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
              Find my car
            </button>
            <button
              type="button"
              className="font-semibold text-brand-ink underline underline-offset-2"
              disabled={!hydrated}
              onClick={() => {
                // Only the lookup is skipped: the valuation still takes the plate, so it is checked here
                // rather than after the last step.
                const checked = checkPlate();
                if ('errors' in checked) return setErrors(checked.errors);
                setNotice(null);
                setState((s) => ({ ...s, rego: checked.rego, found: false }));
                go(1);
              }}
            >
              Enter my car's details instead
            </button>
          </div>
        </form>
      ) : step === 1 ? (
        <form noValidate onSubmit={confirmCar} className="grid gap-4 sm:grid-cols-2">
          {notice && (
            <p role="status" className="rounded-site bg-amber-50 px-3 py-2 text-sm sm:col-span-2">
              {notice}
            </p>
          )}
          {state.found && (
            <p className="sm:col-span-2">
              We found a{' '}
              <strong>
                {[state.vehicle.year, state.vehicle.make, state.vehicle.model, state.vehicle.badge]
                  .filter(Boolean)
                  .join(' ')}
              </strong>{' '}
              registered as {state.rego} in {state.regoState}. Check the details and correct anything that is
              wrong.
            </p>
          )}
          <Field id={fieldId('year')} label="Year" required error={errors.year}>
            <TextInput
              inputMode="numeric"
              maxLength={4}
              value={state.vehicle.year}
              onChange={(e) => vehicleField('year', e.target.value.replace(/\D/g, ''))}
            />
          </Field>
          <Field id={fieldId('make')} label="Make" required error={errors.make}>
            <TextInput
              value={state.vehicle.make}
              maxLength={60}
              onChange={(e) => vehicleField('make', e.target.value)}
            />
          </Field>
          <Field id={fieldId('model')} label="Model" required error={errors.model}>
            <TextInput
              value={state.vehicle.model}
              maxLength={60}
              onChange={(e) => vehicleField('model', e.target.value)}
            />
          </Field>
          <Field id={fieldId('badge')} label="Badge" error={errors.badge}>
            <TextInput
              value={state.vehicle.badge}
              maxLength={80}
              list={variants.badges.length ? fieldId('badges') : undefined}
              onChange={(e) => vehicleField('badge', e.target.value)}
            />
          </Field>
          <Field id={fieldId('series')} label="Series" error={errors.series}>
            <TextInput
              value={state.vehicle.series}
              maxLength={60}
              list={variants.series.length ? fieldId('series-list') : undefined}
              onChange={(e) => vehicleField('series', e.target.value)}
            />
          </Field>
          {suggestVariants && (
            <>
              <datalist id={fieldId('badges')}>
                {variants.badges.map((b) => (
                  <option key={b} value={b} />
                ))}
              </datalist>
              <datalist id={fieldId('series-list')}>
                {variants.series.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            </>
          )}
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <button type="button" className={secondaryClass} onClick={() => go(0)}>
              Back
            </button>
            <button type="submit" className={buttonClass}>
              {state.found ? 'Yes, this is my car' : 'Next'}
            </button>
          </div>
        </form>
      ) : step === 2 ? (
        <form noValidate onSubmit={confirmCondition} className="grid gap-5">
          <Field id={fieldId('kms')} label="Odometer" unit="km" required error={errors.kms}>
            <TextInput
              inputMode="numeric"
              maxLength={9}
              value={state.kms}
              onChange={(e) => setState((s) => ({ ...s, kms: e.target.value.replace(/[^\d,]/g, '') }))}
              className="w-full max-w-xs rounded-site border border-black/25 bg-white px-3 py-2.5"
            />
          </Field>
          {ADJUSTMENT_QUESTIONS.map((question) => (
            <fieldset
              key={question.id}
              aria-invalid={errors[question.id] ? true : undefined}
              aria-describedby={errors[question.id] ? fieldId(`${question.id}-error`) : undefined}
            >
              <legend className="mb-2 text-sm font-bold">
                {question.label}
                <span aria-hidden="true" className="text-red-700">
                  {' '}
                  *
                </span>
              </legend>
              <div className="flex flex-wrap gap-2">
                {question.options.map((option) => (
                  <label
                    key={option.value}
                    className="flex cursor-pointer items-center gap-2 rounded-site border border-black/20 px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
                  >
                    <input
                      type="radio"
                      name={`${id}-${question.id}`}
                      value={option.value}
                      checked={state.answers[question.id] === option.value}
                      onChange={() =>
                        setState((s) => ({ ...s, answers: { ...s.answers, [question.id]: option.value } }))
                      }
                      className="accent-[var(--brand)]"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
              {errors[question.id] && (
                <p id={fieldId(`${question.id}-error`)} className="mt-1 text-sm font-semibold text-red-700">
                  {errors[question.id]}
                </p>
              )}
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={secondaryClass} onClick={() => go(1)}>
              Back
            </button>
            <button type="submit" className={buttonClass}>
              Next
            </button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={submitDetails} className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId('name')} label="First name" required error={errors.name}>
            <TextInput
              autoComplete="given-name"
              value={state.details.name}
              maxLength={60}
              onChange={(e) => detailField('name', e.target.value)}
            />
          </Field>
          <Field id={fieldId('last_name')} label="Last name" error={errors.last_name}>
            <TextInput
              autoComplete="family-name"
              value={state.details.last_name}
              maxLength={60}
              onChange={(e) => detailField('last_name', e.target.value)}
            />
          </Field>
          <Field id={fieldId('phone')} label="Phone" required error={errors.phone}>
            <TextInput
              type="tel"
              autoComplete="tel"
              value={state.details.phone}
              maxLength={30}
              onChange={(e) => detailField('phone', e.target.value)}
            />
          </Field>
          <Field id={fieldId('email')} label="Email" required error={errors.email}>
            <TextInput
              type="email"
              autoComplete="email"
              value={state.details.email}
              maxLength={200}
              onChange={(e) => detailField('email', e.target.value)}
            />
          </Field>
          <Field id={fieldId('postcode')} label="Postcode" error={errors.postcode}>
            <TextInput
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              value={state.details.postcode}
              onChange={(e) => detailField('postcode', e.target.value.replace(/\D/g, ''))}
            />
          </Field>
          {locations.length > 0 && (
            <Field id={fieldId('location_id')} label="Nearest location" error={errors.location_id}>
              <Select
                placeholder="Any location"
                options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
                value={state.details.location_id}
                onChange={(e) => detailField('location_id', e.target.value)}
              />
            </Field>
          )}
          <fieldset className="sm:col-span-2">
            <legend className="mb-2 text-sm font-bold">How should we contact you?</legend>
            <div className="flex flex-wrap gap-2">
              {PREFERRED_CONTACT_METHODS.map((method) => (
                <label
                  key={method}
                  className="flex cursor-pointer items-center gap-2 rounded-site border border-black/20 px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
                >
                  <input
                    type="radio"
                    name={`${id}-contact`}
                    value={method}
                    checked={state.details.PreferredContactMethod === method}
                    onChange={() => detailField('PreferredContactMethod', method)}
                    className="accent-[var(--brand)]"
                  />
                  {method}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <button type="button" className={secondaryClass} onClick={() => go(2)}>
              Back
            </button>
            <button type="submit" className={buttonClass} disabled={busy}>
              {busy && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
              Get my valuation
            </button>
          </div>
          {formError && (
            <p
              role="alert"
              className="rounded-site border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 sm:col-span-2"
            >
              {formError}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
