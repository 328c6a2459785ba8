'use client';

import { type ComponentType, type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { browserStorage, leadAttributes } from '@/enquiries/browser/lead-storage';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { formatAud } from '@/lib/money';
import { apiPaths } from '@/lib/paths';
import { CREDIT_SCORES, type CreditScore, DEFAULT_CREDIT_SCORE } from '@/repayments/quote-rules';
import { collapseDisclaimer, QUOTE_TERM } from '@/repayments/repayment-rules';
import { CheckboxField, Field, Select, TextInput } from '@/ui/field';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { CUSTOMER_CLIENT_FAILED_MESSAGE, NO_REDIRECT_MESSAGE } from '../messages';
import {
  amountDigits,
  amountOnBlur,
  CREDIT_SCORE_LABELS,
  createCustomerBody,
  type DetailsErrors,
  detailsErrors,
  POPUP_STEPS,
  type PopupCar,
  type PopupDetails,
  type QuoteInputs,
  STEP_ERROR_MESSAGE,
  startingAmount,
} from '../popup-rules';
import { goTo } from './navigation';
import { useQuickQuote } from './use-quick-quote';

/** Signing in by a code to a mobile, which the route brings (accounts' verification). */
export type PhoneVerificationProps = {
  idPrefix: string;
  contact: { firstName: string; lastName: string; email: string };
  onVerified: (phone: string) => void;
};

export type FinancePopupFormProps = {
  car: (PopupCar & { price: number | null }) | null;
  /** Whose visited pages and campaign parameters the application carries (AF §7 lead_attributes). */
  siteSlug: string;
  /** Step 2's mobile check (AF §5): the shopper applies with a verified mobile. It may load on first use. */
  PhoneVerification: ComponentType<PhoneVerificationProps>;
};

/** How long a made application waits for its analytics event before the lender's page loads. */
const EVENT_TIMEOUT_MS = 1500;

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-site px-5 py-2.5 font-bold disabled:opacity-60';
const TERMS = Array.from(
  { length: (QUOTE_TERM.max - QUOTE_TERM.min) / QUOTE_TERM.step + 1 },
  (_, i) => QUOTE_TERM.min + i * QUOTE_TERM.step,
);

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

function Disclaimer({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const { short, full, collapsible } = collapseDisclaimer(text);
  const id = useId();
  return (
    <div className="text-xs text-gray-700">
      <p id={id}>
        {open || !collapsible ? full : `${short}…`}
        {collapsible && (
          <>
            {' '}
            <button
              type="button"
              aria-expanded={open}
              aria-controls={id}
              onClick={() => setOpen((o) => !o)}
              className="font-bold text-brand-ink underline underline-offset-2"
            >
              {open ? 'Show less' : 'Show more'}
            </button>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The Get Finance popup's steps (AF §2, §3, §4): Quick Estimate (amount, term and credit history, quoted
 * 500 ms after each change), Your Details, Instant pre-approval (the mobile verified by a code, which
 * signs the shopper in) and Apply to lender, which makes the application and goes on to the lender's page.
 * Every step but the last advances; the last submits.
 */
export function FinancePopupForm({ car, siteSlug, PhoneVerification }: FinancePopupFormProps) {
  const [step, setStep] = useState(0);
  const [amountText, setAmountText] = useState(() => String(startingAmount(car?.price)));
  const [inputs, setInputs] = useState<QuoteInputs>(() => ({
    amount: startingAmount(car?.price),
    term: QUOTE_TERM.default,
    creditScore: DEFAULT_CREDIT_SCORE,
  }));
  const [details, setDetails] = useState<PopupDetails>({
    firstName: '',
    lastName: '',
    email: '',
    postCode: '',
    whoIsHelping: '',
    subscribe: false,
  });
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [phone, setPhone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { quote, loading, error: quoteError } = useQuickQuote(inputs, car, details.whoIsHelping);
  const id = useId();

  // Each new step is announced by moving focus to its heading (the same element, its text changes).
  const go = (next: number) => {
    setStep(next);
    heading.current?.focus();
  };

  const amountChange = (text: string) => {
    const digits = amountDigits(text);
    setAmountText(digits);
    if (digits) setInputs((i) => ({ ...i, amount: Number(digits) }));
  };
  const amountBlur = () => {
    const amount = amountOnBlur(amountText);
    setAmountText(String(amount));
    setInputs((i) => ({ ...i, amount }));
  };
  const detail = <K extends keyof PopupDetails>(name: K, value: PopupDetails[K]) =>
    setDetails((d) => ({ ...d, [name]: value }));

  const apply = async () => {
    if (!phone) return;
    setSubmitting(true);
    try {
      const response = await fetch(apiPaths.youxCreateCustomer(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          createCustomerBody(inputs, details, phone, car, {
            url: window.location.href,
            attributes: leadAttributes(browserStorage(), siteSlug),
          }),
        ),
      });
      const body = (await response.json().catch(() => ({}))) as { redirectUrl?: string; error?: string };
      if (!response.ok) throw new Error(body.error || CUSTOMER_CLIENT_FAILED_MESSAGE);
      if (!body.redirectUrl) throw new Error(NO_REDIRECT_MESSAGE);
      await trackApplication(car?.id);
      goTo(body.redirectUrl);
    } catch (error) {
      setFormError(
        error instanceof Error && !(error instanceof TypeError) && error.message
          ? error.message
          : CUSTOMER_CLIENT_FAILED_MESSAGE,
      );
      setSubmitting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      // Enter in the amount field advances without leaving it: the amount is clamped all the same.
      if (step === 0) amountBlur();
      if (step === 1) {
        const found = detailsErrors(details);
        setErrors(found);
        if (Object.keys(found).length) return;
      }
      if (step === 2 && !phone) return;
      if (step < POPUP_STEPS.length - 1) go(step + 1);
      else await apply();
    } catch {
      setFormError(STEP_ERROR_MESSAGE);
    }
  };

  const last = step === POPUP_STEPS.length - 1;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {/* Below 640 px the steps are numbers only (their names stay for screen readers) and the heading
          names the current one; wider, the steps carry their names and the heading is for screen readers. */}
      <ol aria-label="Steps" className="flex gap-2 text-sm">
        {POPUP_STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === step ? 'step' : undefined}
            className={`flex flex-1 items-center justify-center gap-2 rounded-site border px-2 py-2 font-semibold sm:justify-start ${
              i === step
                ? 'border-brand bg-brand text-brand-contrast'
                : i < step
                  ? 'border-brand/40 text-ink'
                  : 'border-black/15 text-gray-700'
            }`}
          >
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full border border-current text-xs"
            >
              {i + 1}
            </span>
            <span className="sr-only sm:not-sr-only">{name}</span>
          </li>
        ))}
      </ol>

      <h3 ref={heading} tabIndex={-1} className="-mt-2 text-lg font-extrabold outline-none sm:sr-only">
        {POPUP_STEPS[step]}
      </h3>

      {step === 0 && (
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={`${id}-amount`} label="Purchase price" unit="$" required>
              <TextInput
                name="amount"
                inputMode="numeric"
                value={amountText}
                onChange={(event) => amountChange(event.target.value)}
                onBlur={amountBlur}
              />
            </Field>
            <Field id={`${id}-term`} label="Loan term" unit="years" required>
              <Select
                name="term"
                placeholder="Select a term"
                value={String(inputs.term)}
                onChange={(event) =>
                  setInputs((i) => ({ ...i, term: Number(event.target.value) || QUOTE_TERM.default }))
                }
                options={TERMS.map((t) => ({ value: String(t), label: `${t} year${t > 1 ? 's' : ''}` }))}
              />
            </Field>
            <Field id={`${id}-credit`} label="Credit history" required>
              <Select
                name="selfAssessedCreditScore"
                placeholder="Select your credit history"
                value={inputs.creditScore}
                onChange={(event) =>
                  setInputs((i) => ({
                    ...i,
                    creditScore: (event.target.value || DEFAULT_CREDIT_SCORE) as CreditScore,
                  }))
                }
                options={CREDIT_SCORES.map((s) => ({ value: s, label: CREDIT_SCORE_LABELS[s] }))}
              />
            </Field>
          </div>
          <div aria-live="polite" aria-busy={loading} className="rounded-site bg-surface p-4">
            {quote ? (
              <div className="grid gap-2">
                <p>
                  <span className="text-sm font-semibold">Estimated repayment </span>
                  <span
                    data-testid="popup-weekly"
                    className="text-3xl font-black tabular-nums tracking-tight"
                  >
                    {formatAud(quote.weeklyRepaymentAmount)}
                  </span>
                  <span className="text-sm font-semibold"> per week</span>
                </p>
                <p className="text-sm">
                  {quote.advertisedRate.toFixed(2)}% p.a. interest rate,{' '}
                  <strong>{quote.comparisonRate.toFixed(2)}% p.a. comparison rate</strong>
                </p>
                <Disclaimer text={`${quote.disclaimer} ${quote.comparisonRateWarning}`} />
              </div>
            ) : loading ? (
              <p className="flex items-center gap-2 text-sm">
                <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
                Getting your estimate…
              </p>
            ) : (
              quoteError && (
                <p role="alert" className="text-sm font-semibold text-red-700">
                  {quoteError}
                </p>
              )
            )}
          </div>
        </div>
      )}

      {step === 1 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-first-name`} label="First name" required error={errors.firstName} alert>
            <TextInput
              name="firstName"
              autoComplete="given-name"
              maxLength={100}
              value={details.firstName}
              onChange={(event) => detail('firstName', event.target.value)}
            />
          </Field>
          <Field id={`${id}-last-name`} label="Last name" required error={errors.lastName} alert>
            <TextInput
              name="lastName"
              autoComplete="family-name"
              maxLength={100}
              value={details.lastName}
              onChange={(event) => detail('lastName', event.target.value)}
            />
          </Field>
          <Field id={`${id}-email`} label="Email" required error={errors.email} alert>
            <TextInput
              name="email"
              type="email"
              autoComplete="email"
              maxLength={200}
              value={details.email}
              onChange={(event) => detail('email', event.target.value)}
            />
          </Field>
          <Field id={`${id}-postcode`} label="Postcode" required error={errors.postCode} alert>
            <TextInput
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              value={details.postCode}
              onChange={(event) => detail('postCode', event.target.value)}
            />
          </Field>
          <Field id={`${id}-helping`} label="Who is helping you?" className="sm:col-span-2">
            <TextInput
              name="whoIsHelping"
              maxLength={100}
              value={details.whoIsHelping}
              onChange={(event) => detail('whoIsHelping', event.target.value)}
            />
          </Field>
          <div className="sm:col-span-2">
            <CheckboxField
              id={`${id}-subscribe`}
              name="subscribe"
              label="Send me offers and news by email"
              checked={details.subscribe}
              onChange={(event) => detail('subscribe', event.target.checked)}
            />
          </div>
        </div>
      )}

      {step === 2 && (
        <div className="grid gap-3">
          <p className="text-sm">
            We’ll text a code to your mobile to confirm it’s you. Checking your pre-approval has no impact on
            your credit score.
          </p>
          <Suspense fallback={null}>
            <PhoneVerification idPrefix={`${id}-verify`} contact={details} onVerified={setPhone} />
          </Suspense>
        </div>
      )}

      {step === 3 && (
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
      )}

      <div className="flex flex-wrap items-center justify-between gap-3">
        {step > 0 ? (
          <button
            type="button"
            onClick={() => go(step - 1)}
            disabled={submitting}
            className={`${buttonClass} border border-black/15 hover:bg-surface`}
          >
            Back
          </button>
        ) : (
          <span />
        )}
        <button
          type="submit"
          disabled={submitting || (step === 2 && !phone)}
          className={`${buttonClass} bg-brand text-brand-contrast`}
        >
          {submitting && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
          {last ? 'Apply to lender' : 'Next'}
        </button>
      </div>
      {formError && (
        <div
          role="alert"
          className="rounded-site border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {formError}
        </div>
      )}
    </form>
  );
}
