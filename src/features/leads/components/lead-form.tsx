'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { browserStorage, leadAttributes, rememberLead, successKind } from '@/enquiries/browser/lead-storage';
import {
  checkOptionField,
  collectAdditionalServices,
  ERROR_SUMMARY_HEADING,
  leadCategory,
  leadEvent,
  parseUserDetails,
  storageKeys,
} from '@/enquiries/rules';
import { paths } from '@/lib/paths';
import { Form, FormError, FormErrorSummary } from '@/ui/form/form';
import { NAVIGATING, useApiForm } from '@/ui/form/use-api-form';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { FieldPrefix } from './bound-fields';
import { FIELD_ORDER } from './field-order';
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
  const [step, setStep] = useState<1 | 2>(1);
  const multiStep = setup.multiStep;
  const methods = useApiForm<Values>({
    idPrefix: prefix,
    resolver,
    defaultValues: defaultValues(
      layout,
      preset,
      form === 'test-drive' ? testDriveLocations(setup.locations) : setup.locations,
    ),
    // The error summary takes focus instead of the first field (its links lead to each field).
    summary: true,
    invalidFocus: 'summary',
    fieldOrder: FIELD_ORDER,
    // A refusal naming a first-step field, met on the second step, goes back to the first.
    onRefusedFields: (fields) => {
      if (multiStep && step === 2 && fields.some((f) => (STEP_ONE_FIELDS as readonly string[]).includes(f)))
        setStep(1);
    },
  });
  const { setValue, getValues, trigger, watch } = methods;
  const [services, setServices] = useState<Record<string, boolean>>({});
  // After a refused Next, the first step's fields re-check as they change, as a submitted form's do.
  const [stepTried, setStepTried] = useState(false);
  const [slotsReload, setSlotsReload] = useState(0);
  const stepHeadingRef = useRef<HTMLParagraphElement>(null);
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);

  // Prefill from the details kept after an earlier lead (AF §3), leaving anything already typed alone.
  useEffect(() => {
    const stored = parseUserDetails(
      browserStorage()?.getItem(storageKeys(setup.siteSlug).userDetails) ?? null,
    );
    for (const [name, value] of Object.entries(stored)) {
      if (value && !getValues(name)) setValue(name, value);
    }
  }, [setup.siteSlug, getValues, setValue]);

  // The step title takes focus once Next or Back has put its step on screen (the form's own focus, on
  // the error summary or its alert, is the primitive's).
  const stepFocus = useRef(false);
  useEffect(() => {
    if (stepFocus.current && stepHeadingRef.current) {
      stepFocus.current = false;
      stepHeadingRef.current.focus();
    }
  });

  useEffect(() => {
    if (!stepTried) return;
    const subscription = watch((_, { name }) => {
      if (name && (STEP_ONE_FIELDS as readonly string[]).includes(name)) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [stepTried, watch, trigger]);

  const next = async () => {
    if (await trigger([...STEP_ONE_FIELDS])) {
      methods.setShowSummary(false);
      setStep(2);
      stepFocus.current = true;
    } else {
      setStepTried(true);
      methods.refuseFields([...STEP_ONE_FIELDS]);
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
      return NAVIGATING;
    }
    if (result.kind === 'invalid') {
      const known = result.issues
        .map((issue) => ({ field: issueField(issue.path), message: issue.message }))
        .filter((i): i is { field: string; message: string } => i.field !== null && i.field in raw);
      if (known.length > 0) {
        const errors: Record<string, string> = {};
        for (const issue of known) errors[issue.field] = issue.message;
        methods.showFieldErrors(errors);
        return;
      }
    }
    if (result.kind === 'slot-taken') {
      setValue('booking_time', '');
      setSlotsReload((n) => n + 1);
    }
    methods.setFormError(result.message);
    methods.focusAfterRender('form-error');
  };

  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void next();
  };
  const onStepOne = multiStep && step === 1;
  const { submitting, hydrated } = methods;
  const label = submitLabel ?? SUBMIT_LABELS[form];

  return (
    <FieldPrefix.Provider value={prefix}>
      <Form
        form={methods}
        onSubmit={onValid}
        onSubmitInstead={onStepOne ? onNext : undefined}
        noValidate
        aria-busy={submitting || undefined}
        aria-describedby={`${prefix}-required-note`}
        onFocus={preloadValidation}
        className="relative space-y-4"
      >
        <p id={`${prefix}-required-note`} className="text-sm text-gray-700">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <FormErrorSummary form={methods} heading={ERROR_SUMMARY_HEADING} />
        {multiStep && (
          // Focused on each step change, so a screen reader reads 'Step 2 of 2, Your enquiry'.
          <p ref={stepHeadingRef} tabIndex={-1} className="flex flex-col">
            <span className="text-xs font-bold uppercase tracking-wide text-gray-700">Step {step} of 2</span>
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
        <FormError
          form={methods}
          as="div"
          focusable
          className="rounded-site border-2 border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-800"
        />
        <div className="flex flex-wrap items-center gap-3">
          {multiStep && step === 2 && (
            <button
              type="button"
              onClick={() => {
                methods.setShowSummary(false);
                setStep(1);
                stepFocus.current = true;
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
      </Form>
    </FieldPrefix.Provider>
  );
}
