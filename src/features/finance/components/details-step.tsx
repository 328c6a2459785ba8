'use client';

import { FormCheckbox, FormField, FormInput } from '@/ui/form/form';
import type { ApiForm } from '@/ui/form/use-api-form';
import { detailsErrors, type PopupValues } from '../popup-rules';

/**
 * Whether the details hold the shopper on their step (AF §5): each problem shows on its field, announced,
 * and stays as they type until the next Next.
 */
export function detailsRefused(form: ApiForm<PopupValues>, values: PopupValues): boolean {
  const errors = detailsErrors(values);
  if (Object.keys(errors).length === 0) {
    form.clearErrors();
    return false;
  }
  form.showFieldErrors(errors as Record<string, string>);
  return true;
}

/** Step 2, Your Details: names, email and postcode (required), who is helping, and the newsletter. */
export function DetailsStep() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField name="firstName" label="First name" required alert>
        <FormInput name="firstName" autoComplete="given-name" maxLength={100} />
      </FormField>
      <FormField name="lastName" label="Last name" required alert>
        <FormInput name="lastName" autoComplete="family-name" maxLength={100} />
      </FormField>
      <FormField name="email" label="Email" required alert>
        <FormInput name="email" type="email" autoComplete="email" maxLength={200} />
      </FormField>
      <FormField name="postCode" label="Postcode" required alert>
        <FormInput name="postCode" inputMode="numeric" autoComplete="postal-code" maxLength={4} />
      </FormField>
      <FormField name="whoIsHelping" label="Who is helping you?" className="sm:col-span-2">
        <FormInput name="whoIsHelping" maxLength={100} />
      </FormField>
      <div className="sm:col-span-2">
        <FormCheckbox name="subscribe" label="Send me offers and news by email" />
      </div>
    </div>
  );
}
