'use client';

import { type ComponentType, Suspense, useId, useRef, useState } from 'react';
import { Form, FormError } from '@/ui/form/form';
import { NAVIGATING, useApiForm } from '@/ui/form/use-api-form';
import {
  POPUP_STEPS,
  type PopupCar,
  type PopupValues,
  popupDefaults,
  popupFieldId,
  STEP_ERROR_MESSAGE,
} from '../popup-rules';
import { ApplyStep, applyToLender } from './apply-step';
import { DetailsStep, detailsRefused } from './details-step';
import { QuickEstimateStep } from './quick-estimate-step';
import { PopupStepList, StepActions } from './step-navigation';
import { useQuickQuote, useQuoteInputs } from './use-quick-quote';

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
  /** Step 3's mobile check (AF §5): the shopper applies with a verified mobile. It may load on first use. */
  PhoneVerification: ComponentType<PhoneVerificationProps>;
};

const LAST_STEP = POPUP_STEPS.length - 1;

type PreApprovalProps = PhoneVerificationProps & {
  PhoneVerification: ComponentType<PhoneVerificationProps>;
};

// Step 3 is a few lines, so it stays here: one module more takes the build past 5,000, where every
// module id in every script gains a digit and the shared scripts go over their budget.
/** Step 3, Instant pre-approval (AF §5): the shopper applies with a mobile verified by a code. */
function PreApprovalStep({ PhoneVerification, ...verification }: PreApprovalProps) {
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        We’ll text a code to your mobile to confirm it’s you. Checking your pre-approval has no impact on your
        credit score.
      </p>
      <Suspense fallback={null}>
        <PhoneVerification {...verification} />
      </Suspense>
    </div>
  );
}

/**
 * The Get Finance popup's steps (AF §2, §3, §4): Quick Estimate (amount, term and credit history, quoted
 * 500 ms after each change), Your Details, Instant pre-approval (the mobile verified by a code, which
 * signs the shopper in) and Apply to lender, which makes the application and goes on to the lender's page.
 * One form holds every step's fields, so going back keeps what was typed; every step but the last
 * advances, the last submits.
 */
export function FinancePopupForm({ car, siteSlug, PhoneVerification }: FinancePopupFormProps) {
  const id = useId();
  const [step, setStep] = useState(0);
  const [phone, setPhone] = useState<string | null>(null);
  const form = useApiForm<PopupValues>({
    idPrefix: id,
    fieldId: (name) => popupFieldId(id, name),
    defaultValues: popupDefaults(car?.price),
    // The details' messages show on Next and stay as the shopper types; focus stays on the button.
    reValidateMode: 'onSubmit',
    invalidFocus: 'none',
  });
  const estimate = useQuoteInputs(form, car?.price);
  const quote = useQuickQuote(estimate.inputs, car, form.watch('whoIsHelping'));
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new step is announced by moving focus to its heading (the same element, its text changes).
  const go = (next: number) => {
    setStep(next);
    heading.current?.focus();
  };

  const advance = async (values: PopupValues) => {
    // Enter in the amount field advances without leaving it: the amount is clamped all the same.
    if (step === 0) estimate.clampAmount();
    if (step === 1 && detailsRefused(form, values)) return;
    if (step === 2 && !phone) return;
    if (step < LAST_STEP) return go(step + 1);
    if (!phone) return;
    const failure = await applyToLender({ inputs: estimate.inputs, details: values, phone, car, siteSlug });
    if (failure === null) return NAVIGATING;
    form.setFormError(failure);
  };

  const submit = async (values: PopupValues) => {
    try {
      return await advance(values);
    } catch {
      form.setFormError(STEP_ERROR_MESSAGE);
    }
  };

  return (
    <Form form={form} onSubmit={submit} noValidate className="grid gap-5">
      <PopupStepList step={step} />
      <h3 ref={heading} tabIndex={-1} className="-mt-2 text-lg font-extrabold outline-none sm:sr-only">
        {POPUP_STEPS[step]}
      </h3>
      {step === 0 && <QuickEstimateStep estimate={estimate} quote={quote} />}
      {step === 1 && <DetailsStep />}
      {step === 2 && (
        <PreApprovalStep
          PhoneVerification={PhoneVerification}
          idPrefix={`${id}-verify`}
          contact={form.getValues()}
          onVerified={setPhone}
        />
      )}
      {step === 3 && (
        <ApplyStep inputs={estimate.inputs} quote={quote.quote} details={form.getValues()} phone={phone} />
      )}
      <StepActions
        back={step > 0 ? () => go(step - 1) : null}
        last={step === LAST_STEP}
        ready={step !== 2 || Boolean(phone)}
        submitting={form.submitting}
      />
      <FormError
        form={form}
        as="div"
        className="rounded-site border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
      />
    </Form>
  );
}
