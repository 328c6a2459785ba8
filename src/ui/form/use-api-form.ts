'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { ApiResult } from '@/lib/api-client';
import { useHydrated } from '../use-hydrated';

// The one form primitive's state: react-hook-form (its resolver, when the form checks in the browser,
// made from the same zod schema the route validates with), the ids of its fields, the error summary,
// where focus goes after a refused submit, the form-level message and the submit state.

/** Where focus goes when a submit is refused for its fields. */
export type InvalidFocus = 'summary' | 'first-invalid' | 'none';

export type ApiFormOptions<V extends FieldValues> = Omit<UseFormProps<V>, 'shouldFocusError'> & {
  /** The fields' ids are `${idPrefix}-${name}` (dots and other characters as '-'). */
  idPrefix: string;
  /** After a refused submit: focus the error summary, the first invalid field (in page order), or stay. */
  invalidFocus?: InvalidFocus;
  /** Show the error summary after a refused submit (it lists each field's message, linked to it). */
  summary?: boolean;
  /** The order the summary lists fields in, when not the page's (a step's fields are not all on it). */
  fieldOrder?: readonly string[];
  /** A field's id, when the form names them its own way (default `${idPrefix}-${name}`). */
  fieldId?: (name: string) => string;
  /** Told the fields of each refusal (the browser's or the server's), e.g. to go back to their step. */
  onRefusedFields?: (names: string[]) => void;
};

/** What a submit handler answers to keep the form busy until the next page replaces it. */
export const NAVIGATING = 'navigating';

export type ApiForm<V extends FieldValues> = UseFormReturn<V> & {
  idPrefix: string;
  idOf: (name: string) => string;
  /** The field's message, from the browser's checks or the server's answer. */
  errorOf: (name: string) => string | undefined;
  /** The form-level message (a refusal that names no field, a failed call). */
  formError: string | null;
  setFormError: (message: string | null) => void;
  submitting: boolean;
  /** False in the server's HTML and until hydration: a submit button that needs script waits for it. */
  hydrated: boolean;
  summaryItems: { name: string; id: string; message: string }[];
  /** Shows or hides the error summary (a step's Next refused, or Back). */
  setShowSummary: (show: boolean) => void;
  /** The refusal of these fields: the summary, the focus, and onRefusedFields. */
  refuseFields: (names: string[]) => void;
  summaryRef: React.RefObject<HTMLDivElement | null>;
  formErrorRef: React.RefObject<HTMLElement | null>;
  /**
   * The form's onSubmit: checks the fields (when the form has a resolver), then calls `handler` with
   * the values, the form busy until it settles (or for good, when it answers 'navigating').
   */
  onSubmit: (handler: (values: V) => unknown) => (event?: FormEvent<HTMLFormElement>) => void;
  /**
   * Shows a call's refusal: an 'invalid' answer's messages on the fields the form has (focus and
   * summary as for a refused submit), else `fallback`'s message (the server's, by default) as the
   * form-level one. Field messages from an earlier answer are replaced. Returns whether fields were named.
   */
  showRefusal: (result: Exclude<ApiResult<unknown>, { kind: 'ok' }>, fallback: string) => boolean;
  /** Shows these messages on their fields (replacing any before), with the summary and focus. */
  showFieldErrors: (errors: Record<string, string>) => void;
  /** Focus the summary, the first invalid field or the form-level message once it is on screen. */
  focusAfterRender: (target: 'summary' | 'first-invalid' | 'form-error') => void;
};

const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Sorts names by where their fields sit on the page; a field not on it goes last. */
function pageOrder(names: string[], idOf: (name: string) => string): string[] {
  const element = (name: string) =>
    typeof document === 'undefined' ? null : document.getElementById(idOf(name));
  return [...names].sort((a, b) => {
    const ea = element(a);
    const eb = element(b);
    if (!ea || !eb) return ea ? -1 : eb ? 1 : 0;
    return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

function messageOf(errors: Record<string, unknown>, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The names of the fields with a message, nested ones dotted ('address.postcode'). */
function erroredNames(errors: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!prefix && key === 'root') return [];
    if (typeof value !== 'object' || value === null) return [];
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') return [name];
    return erroredNames(value as Record<string, unknown>, name);
  });
}

export function useApiForm<V extends FieldValues = FieldValues>({
  idPrefix,
  invalidFocus = 'first-invalid',
  summary = false,
  fieldOrder,
  fieldId: customId,
  onRefusedFields,
  ...formOptions
}: ApiFormOptions<V>): ApiForm<V> {
  const methods = useForm<V>({ ...formOptions, shouldFocusError: false });
  const { formState, handleSubmit, getValues, setError, clearErrors } = methods;
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [showSummary, setShowSummary] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formErrorRef = useRef<HTMLElement>(null);
  const idOf = (name: string) => (customId ? customId(name) : fieldId(idPrefix, name));
  // One submit at a time: Enter in a field while the last one is out does nothing.
  const busy = useRef(false);
  const errors = formState.errors as Record<string, unknown>;
  const ordered = (names: string[]) => {
    if (!fieldOrder) return pageOrder(names, idOf);
    const rank = (name: string) => {
      const index = fieldOrder.indexOf(name);
      return index === -1 ? fieldOrder.length : index;
    };
    return [...names].sort((a, b) => rank(a) - rank(b));
  };

  // Focus waits for the render that puts its target on screen (a submit's errors arrive a render later).
  const pendingFocus = useRef<'summary' | 'first-invalid' | 'form-error' | null>(null);
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    let target: HTMLElement | null = null;
    if (pending === 'summary') target = summaryRef.current;
    else if (pending === 'form-error') target = formErrorRef.current;
    else {
      const first = ordered(erroredNames(errors))[0];
      target = first ? document.getElementById(idOf(first)) : null;
    }
    if (target) {
      pendingFocus.current = null;
      target.focus();
    }
  });

  const focusAfterRender: ApiForm<V>['focusAfterRender'] = (target) => {
    pendingFocus.current = target;
  };

  const refusedFields = (names: string[]) => {
    onRefusedFields?.(names);
    if (summary) setShowSummary(true);
    if (invalidFocus !== 'none') focusAfterRender(invalidFocus);
  };

  const onSubmit: ApiForm<V>['onSubmit'] = (handler) => (event) => {
    if (busy.current) {
      event?.preventDefault();
      return;
    }
    // Each attempt starts without the last one's form-level message, whether or not its fields pass.
    setFormError(null);
    const run = async (values: V) => {
      if (busy.current) return;
      busy.current = true;
      // A form checked in the browser hides its summary as it sends; one the server alone checks keeps
      // the last answer's list until the next answer.
      if (formOptions.resolver) setShowSummary(false);
      setSubmitting(true);
      let outcome: unknown;
      try {
        outcome = await handler(values);
      } finally {
        if (outcome !== NAVIGATING) {
          busy.current = false;
          setSubmitting(false);
        }
      }
    };
    // Without a resolver the server alone checks: the last answer's messages stay until the next one.
    if (!formOptions.resolver) {
      event?.preventDefault();
      void run(getValues());
      return;
    }
    void handleSubmit(run, (found) => {
      const names = erroredNames(found as Record<string, unknown>);
      if (names.length > 0) refusedFields(names);
      else if (invalidFocus !== 'none') focusAfterRender('form-error');
    })(event);
  };

  const showFieldErrors: ApiForm<V>['showFieldErrors'] = (fieldErrors) => {
    clearErrors();
    for (const [field, message] of Object.entries(fieldErrors))
      setError(field as Path<V>, { type: 'server', message });
    refusedFields(Object.keys(fieldErrors));
  };

  const showRefusal: ApiForm<V>['showRefusal'] = (result, fallback) => {
    const values = getValues() as Record<string, unknown>;
    const known =
      result.kind === 'invalid'
        ? Object.entries(result.fieldErrors).filter(([field]) => field.split('.')[0] in values)
        : [];
    if (known.length > 0) {
      showFieldErrors(Object.fromEntries(known));
      return true;
    }
    clearErrors();
    setFormError(result.kind === 'failed' ? fallback : (result.message ?? fallback));
    if (invalidFocus !== 'none') focusAfterRender('form-error');
    return false;
  };

  const summaryItems = showSummary
    ? ordered(erroredNames(errors)).map((name) => ({
        name,
        id: idOf(name),
        message: messageOf(errors, name) as string,
      }))
    : [];

  return {
    ...methods,
    idPrefix,
    idOf,
    errorOf: (name: string) => messageOf(errors, name),
    formError: formError ?? messageOf(errors, 'root') ?? null,
    setFormError,
    submitting,
    hydrated,
    summaryItems,
    setShowSummary,
    refuseFields: refusedFields,
    summaryRef,
    formErrorRef,
    onSubmit,
    showRefusal,
    showFieldErrors,
    focusAfterRender,
  };
}
