import { useMemo } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  LEAD_FAILED_MESSAGE,
  type LeadForm,
  LOCATION_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
} from '@/enquiries/rules';
import type { FormOptions } from '../schema';

// zod and the schemas are the bulk of a form's JavaScript: they load when the shopper starts on a form
// (its first focus calls preloadValidation), not with the page, and the first check waits for them.
const loadValidation = () => import('./lead-validation');

/** A lead form's values: text fields and selects are strings, checkboxes booleans, an unpicked select undefined. */
export type LeadValues = Record<string, string | boolean | undefined>;

export function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}

/**
 * The form's resolver: the site's zod schema for the form, plus the one rule the schema leaves to the
 * page — a test drive without a car must name its location. If the checks cannot be fetched (the
 * connection dropped), the submit stops with 'An error occurred when submitting this form'.
 */
export function createLeadResolver(
  form: LeadForm,
  options: FormOptions,
  locationRequired: boolean,
): Resolver<LeadValues> {
  let schema: Promise<Resolver<LeadValues>> | null = null;
  return async (values, context, resolverOptions) => {
    schema ??= loadValidation().then((m) => m.leadResolver<LeadValues>(form, options));
    let check: Resolver<LeadValues>;
    try {
      check = await schema;
    } catch (error) {
      console.error(LEAD_FAILED_MESSAGE, error);
      schema = null;
      // A form-level error: react-hook-form types `root` as a map of named errors, hence the cast.
      const errors = {
        root: { type: 'load', message: SUBMIT_FAILED_MESSAGE },
      } as unknown as FieldErrors<LeadValues>;
      return { values: {}, errors };
    }
    const result = await check(values, context, resolverOptions);
    if (locationRequired && !values.location_id) {
      const errors: FieldErrors<LeadValues> = { ...result.errors };
      errors.location_id = { type: 'required', message: LOCATION_MESSAGE };
      return { values: {}, errors };
    }
    return result;
  };
}

/** createLeadResolver, once per form and site options. */
export function useLeadResolver(form: LeadForm, options: FormOptions, locationRequired: boolean) {
  return useMemo(
    () => createLeadResolver(form, options, locationRequired),
    [form, options, locationRequired],
  );
}
