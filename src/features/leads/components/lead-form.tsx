'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { browserStorage, leadAttributes, rememberLead, successKind } from '@/enquiries/browser/lead-storage';
import {
  checkOptionField,
  collectAdditionalServices,
  leadCategory,
  leadEvent,
  parseUserDetails,
  storageKeys,
} from '@/enquiries/rules';
import { paths } from '@/lib/paths';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { useHydrated } from '@/ui/use-hydrated';
import { FieldPrefix } from './bound-fields';
import { ErrorSummary, summaryItems } from './error-summary';
import { defaultValues, formLayout, STEP_ONE_FIELDS, SUBMIT_LABELS, testDriveLocations } from './form-layout';
import { DetailsFields, EnquiryFields, HiddenFields, Honeypot } from './lead-form-fields';
import type { LeadFormProps } from './lead-setup';
import { buildLeadRequest, issueField, postLead, sendLeadEvent } from './submit-lead';
import { preloadValidation, useLeadResolver, type LeadValues as Values } from './use-lead-resolver';

/** A fresh idempotency key; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * Every enquiry-type form (AF §3-§5, §8): enquiry, test drive, Request Photos, find me something
 * similar, contact and careers, one or two steps. The site's zod schema validates in the browser and
 * again on the server; a submit goes idle → submitting → /success (after the analytics event) or back
 * with field errors, the error summary, or a form-level error in a destructive alert.
 */
export function LeadForm({ form, setup, car = null, preset = {}, submitLabel }: LeadFormProps) {
  const router = useRouter();
  const prefix = `lead${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const layout = useMemo(
    () =>
      formLayout(form, setup.options, {
        hasCar: Boolean(car),
        hasLocations: setup.locations.length > 0,
        preset,
      }),
    [form, setup.options, setup.locations.length, car, preset],
  );
  const resolver = useLeadResolver(form, setup.options, layout.locationRequired);
  const methods = useForm<Values>({
    resolver,
    defaultValues: defaultValues(
      layout,
      preset,
      form === 'test-drive' ? testDriveLocations(setup.locations) : setup.locations,
    ),
    // The error summary takes focus instead of the first field (its links lead to each field).
    shouldFocusError: false,
  });
  const { handleSubmit, setError, setValue, getValues, trigger, watch, formState } = methods;
  const [services, setServices] = useState<Record<string, boolean>>({});
  const [step, setStep] = useState<1 | 2>(1);
  // After a refused Next, the first step's fields re-check as they change, as a submitted form's do.
  const [stepTried, setStepTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const [showSummary, setShowSummary] = useState(false);
  const [slotsReload, setSlotsReload] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const stepHeadingRef = useRef<HTMLParagraphElement>(null);
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const multiStep = setup.multiStep;

  // Prefill from the details kept after an earlier lead (AF §3), leaving anything already typed alone.
  useEffect(() => {
    const stored = parseUserDetails(
      browserStorage()?.getItem(storageKeys(setup.siteSlug).userDetails) ?? null,
    );
    for (const [name, value] of Object.entries(stored)) {
      if (value && !getValues(name)) setValue(name, value);
    }
  }, [setup.siteSlug, getValues, setValue]);

  // Where focus goes once the next render has put it on screen: the error summary after a failed
  // submit, the form-level alert after a failed request, the step title after Next or Back. (The
  // errors of a submit arrive a render after its callback, so focusing at once would find nothing.)
  const pendingFocus = useRef<'summary' | 'alert' | 'step' | null>(null);
  useEffect(() => {
    const target = {
      summary: summaryRef.current,
      alert: alertRef.current,
      step: stepHeadingRef.current,
    }[pendingFocus.current ?? 'summary'];
    if (pendingFocus.current && target) {
      pendingFocus.current = null;
      target.focus();
    }
  });

  useEffect(() => {
    if (!stepTried) return;
    const subscription = watch((_, { name }) => {
      if (name && (STEP_ONE_FIELDS as readonly string[]).includes(name)) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [stepTried, watch, trigger]);

  const items = showSummary ? summaryItems(formState.errors) : [];
  const formError = formState.errors.root?.message;

  const showErrors = (fields: string[]) => {
    if (multiStep && step === 2 && fields.some((f) => (STEP_ONE_FIELDS as readonly string[]).includes(f)))
      setStep(1);
    setShowSummary(true);
    pendingFocus.current = 'summary';
  };

  const next = async () => {
    if (await trigger([...STEP_ONE_FIELDS])) {
      setShowSummary(false);
      setStep(2);
      pendingFocus.current = 'step';
    } else {
      setStepTried(true);
      showErrors([...STEP_ONE_FIELDS]);
    }
  };

  const onValid = async (data: Values) => {
    const raw = getValues();
    const fields: Record<string, unknown> = {
      ...data,
      additional_services: collectAdditionalServices(
        Object.fromEntries(Object.entries(services).map(([service, on]) => [checkOptionField(service), on])),
      ),
    };
    // The same submission sent again (a retry after a failure) keeps its key, so it is stored once.
    const fingerprint = JSON.stringify([fields, car?.id]);
    if (!attempt.current || attempt.current.fingerprint !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    setShowSummary(false);
    setSubmitting(true);
    const storage = browserStorage();
    const result = await postLead(
      buildLeadRequest({
        form,
        idempotencyKey: attempt.current.key,
        fields,
        carId: car?.id ?? null,
        page: { href: location.href, pathname: location.pathname, userAgent: navigator.userAgent },
        attributes: leadAttributes(storage, setup.siteSlug),
        website: typeof raw.website === 'string' ? raw.website : '',
      }),
    );
    if (result.kind === 'success') {
      const picked = typeof data.category === 'string' ? data.category : null;
      await sendLeadEvent(leadEvent(form, { carType: car?.type, category: picked }), car?.id);
      const date = typeof data.booking_date === 'string' ? data.booking_date : '';
      const time = typeof data.booking_time === 'string' ? data.booking_time : '';
      rememberLead(storage, setup.siteSlug, {
        fields: data,
        car: car && { id: car.id, name: car.name, slug: car.slug },
        record: {
          kind: successKind(form, picked),
          category: leadCategory(form, { carType: car?.type, category: picked }).category,
          name: typeof data.name === 'string' ? data.name.trim() : '',
          car: car && { name: car.name, slug: car.slug },
          booking: date && time ? { date, time } : null,
          at: new Date().toISOString(),
        },
      });
      // The button stays busy until the success page replaces this one.
      router.push(paths.success());
      return;
    }
    setSubmitting(false);
    if (result.kind === 'invalid') {
      const known = result.issues
        .map((issue) => ({ field: issueField(issue.path), message: issue.message }))
        .filter((i): i is { field: string; message: string } => i.field !== null && i.field in raw);
      for (const issue of known) setError(issue.field, { type: 'server', message: issue.message });
      if (known.length === 0) setError('root', { type: 'server', message: result.message });
      if (known.length > 0) showErrors(known.map((i) => i.field));
      else pendingFocus.current = 'alert';
      return;
    }
    if (result.kind === 'slot-taken') {
      setValue('booking_time', '');
      setSlotsReload((n) => n + 1);
    }
    setError('root', { type: 'server', message: result.message });
    pendingFocus.current = 'alert';
  };

  const onInvalid = (errors: Record<string, unknown>) => {
    const fields = Object.keys(errors).filter((name) => name !== 'root');
    if (fields.length > 0) showErrors(fields);
    else pendingFocus.current = 'alert';
  };
  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void next();
  };
  const onStepOne = multiStep && step === 1;
  const label = submitLabel ?? SUBMIT_LABELS[form];

  return (
    <FieldPrefix.Provider value={prefix}>
      <FormProvider {...methods}>
        <form
          noValidate
          aria-busy={submitting || undefined}
          aria-describedby={`${prefix}-required-note`}
          onSubmit={onStepOne ? onNext : handleSubmit(onValid, onInvalid)}
          onFocus={preloadValidation}
          className="relative space-y-4"
        >
          <p id={`${prefix}-required-note`} className="text-sm text-gray-700">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          {showSummary && <ErrorSummary items={items} prefix={prefix} summaryRef={summaryRef} />}
          {multiStep && (
            // Focused on each step change, so a screen reader reads 'Step 2 of 2, Your enquiry'.
            <p ref={stepHeadingRef} tabIndex={-1} className="flex flex-col">
              <span className="text-xs font-bold uppercase tracking-wide text-gray-700">
                Step {step} of 2
              </span>
              <span className="text-lg font-extrabold">{step === 1 ? 'Your details' : 'Your enquiry'}</span>
            </p>
          )}
          {(!multiStep || step === 1) && <DetailsFields postcodeRequired={setup.options.postcodeRequired} />}
          {(!multiStep || step === 2) && (
            <EnquiryFields
              form={form}
              layout={layout}
              setup={setup}
              carSlug={car?.slug ?? null}
              services={services}
              onServiceChange={(service, on) => setServices((s) => ({ ...s, [service]: on }))}
              slotsReload={slotsReload}
            />
          )}
          <HiddenFields layout={layout} />
          <Honeypot />
          {formError && (
            <div
              ref={alertRef}
              role="alert"
              tabIndex={-1}
              className="rounded-site border-2 border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-800"
            >
              {formError}
            </div>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {multiStep && step === 2 && (
              <button
                type="button"
                onClick={() => {
                  setShowSummary(false);
                  setStep(1);
                  pendingFocus.current = 'step';
                }}
                disabled={submitting}
                className="rounded-site border border-black/20 px-5 py-3 font-bold hover:bg-surface disabled:opacity-60"
              >
                Back
              </button>
            )}
            <button
              type="submit"
              disabled={submitting || !hydrated}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast hover:opacity-90 disabled:cursor-wait disabled:opacity-80 sm:flex-none"
            >
              {submitting && <LoaderCircleIcon aria-hidden="true" className="size-5 animate-spin" />}
              {submitting ? 'Sending…' : onStepOne ? 'Next' : label}
            </button>
          </div>
          <p role="status" className="sr-only">
            {submitting ? 'Sending your enquiry…' : ''}
          </p>
          {setup.instantMessage && (
            <p className="text-sm text-gray-700">
              Prefer instant messaging?{' '}
              <a
                href={setup.instantMessage.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-bold text-brand-ink underline"
              >
                {setup.instantMessage.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          )}
        </form>
      </FormProvider>
    </FieldPrefix.Provider>
  );
}
