'use client';

import { useFormContext } from 'react-hook-form';
import {
  CONTACT_CATEGORIES,
  checkOptionField,
  FINANCE_ENQUIRY_CREDIT_SCORES,
  FINANCE_ENQUIRY_TERM,
  type LeadForm,
  OPT_IN_LABEL,
  POSTCODE_MAX_LENGTH,
} from '@/enquiries/rules';
import { paths } from '@/lib/paths';
import { CheckboxField, SelectField, TextField, useFieldId } from './bound-fields';
import { type FormLayout, testDriveLocations } from './form-layout';
import type { LeadFormSetup } from './lead-setup';
import { TestDriveSlots } from './test-drive-slots';

/** Who the shopper is: the first step of a multi-step form, the top of a single one. */
export function DetailsFields({ postcodeRequired }: { postcodeRequired: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label="First name" required autoComplete="given-name" />
      <TextField name="last_name" label="Last name" autoComplete="family-name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
      <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" inputMode="tel" />
      <TextField
        name="postcode"
        label="Postcode"
        required={postcodeRequired}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={POSTCODE_MAX_LENGTH}
        className="sm:col-span-1"
      />
    </div>
  );
}

const typeLabel = (type: string) =>
  type === 'sales' ? '' : ` (${type.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())})`;

type EnquiryFieldsProps = {
  form: LeadForm;
  layout: FormLayout;
  setup: LeadFormSetup;
  carSlug: string | null;
  services: Record<string, boolean>;
  onServiceChange: (service: string, on: boolean) => void;
  slotsReload: number;
};

/** What the shopper wants: the selects a site shows, the test-drive time, comments and the checkboxes. */
export function EnquiryFields({
  form,
  layout,
  setup,
  carSlug,
  services,
  onServiceChange,
  slotsReload,
}: EnquiryFieldsProps) {
  const servicesId = useFieldId('services');
  const locations = form === 'test-drive' ? testDriveLocations(setup.locations) : setup.locations;
  return (
    <div className="space-y-4">
      {(layout.category || layout.location === 'select' || layout.dealership) && (
        <div className="grid gap-4 sm:grid-cols-2">
          {layout.category && (
            <SelectField
              name="category"
              label="Category"
              required
              placeholder="Select a category"
              options={CONTACT_CATEGORIES.map((c) => ({ value: c, label: c }))}
            />
          )}
          {layout.location === 'select' && (
            <SelectField
              name="location_id"
              label="Location"
              required={layout.locationRequired}
              placeholder="Select a location"
              emptyAsUndefined
              options={locations.map((l) => ({
                value: String(l.id),
                label: `${l.name}${typeLabel(l.type)}`,
              }))}
            />
          )}
          {layout.dealership && (
            <SelectField
              name="dealership_slug"
              label="Dealership"
              required
              placeholder="Select a dealership"
              options={setup.dealerships.map((d) => ({ value: d.slug, label: d.name }))}
            />
          )}
        </div>
      )}
      {layout.finance && <FinanceFields />}
      {layout.booking && <TestDriveSlots carSlug={carSlug} reload={slotsReload} />}
      {layout.message !== 'hidden' && (
        <TextField name="message" label="Comments" required={layout.message === 'required'} multiline />
      )}
      {setup.additionalServices.length > 0 && (
        <fieldset aria-describedby={`${servicesId}-hint`}>
          <legend className="text-sm font-bold">Additional services</legend>
          <p id={`${servicesId}-hint`} className="text-sm text-gray-700">
            Tick any you would like to hear about.
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {setup.additionalServices.map((service, index) => (
              <div key={service} className="flex items-start gap-3">
                <input
                  id={`${servicesId}-${index}`}
                  type="checkbox"
                  name={checkOptionField(service)}
                  checked={services[service] ?? false}
                  onChange={(event) => onServiceChange(service, event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 accent-[var(--brand)]"
                />
                <label htmlFor={`${servicesId}-${index}`} className="text-sm">
                  {service}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <CheckboxField
        name="opt_in"
        label={form === 'find-similar' ? OPT_IN_LABEL : 'Keep me updated with the latest stock and offers.'}
      />
      {layout.terms && (
        <CheckboxField
          name="terms_conditions"
          required
          label={
            <>
              I agree to the{' '}
              <a
                href={paths.termsAndConditions()}
                target="_blank"
                rel="noopener"
                className="font-semibold underline underline-offset-2"
              >
                terms of use
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
            </>
          }
        />
      )}
    </div>
  );
}

const CREDIT_LABELS: Record<(typeof FINANCE_ENQUIRY_CREDIT_SCORES)[number], string> = {
  GREAT: 'Great',
  DECENT: 'Decent',
  POOR: 'Poor',
};
const TERMS = Array.from(
  { length: FINANCE_ENQUIRY_TERM.max - FINANCE_ENQUIRY_TERM.min + 1 },
  (_, i) => FINANCE_ENQUIRY_TERM.min + i,
);

/** The finance enquiry's loan (AF §3 finance form): amount, term in years, self-assessed credit history. */
function FinanceFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        name="vehicle_price_budget"
        label="Vehicle price or budget ($)"
        required
        inputMode="numeric"
        maxLength={9}
      />
      <SelectField
        name="loan_term"
        label="Loan term"
        required
        placeholder="Select a term"
        options={TERMS.map((years) => ({
          value: String(years),
          label: `${years} year${years === 1 ? '' : 's'}`,
        }))}
      />
      <SelectField
        name="self_assessed_credit_score"
        label="Credit history"
        required
        placeholder="Select your credit history"
        options={FINANCE_ENQUIRY_CREDIT_SCORES.map((score) => ({
          value: score,
          label: CREDIT_LABELS[score],
        }))}
      />
    </div>
  );
}

/**
 * What the form sends without showing: a preset location or category, the subcategory, the Request Photos
 * text.
 * Outside the steps of a multi-step form, so they are in the page whichever step shows.
 */
export function HiddenFields({ layout }: { layout: FormLayout }) {
  const { register } = useFormContext();
  return (
    <>
      {layout.location === 'hidden' && <input type="hidden" {...register('location_id')} />}
      {layout.categoryPreset && <input type="hidden" {...register('category')} />}
      {layout.subcategory && <input type="hidden" {...register('subcategory')} />}
      {layout.message === 'hidden' && <input type="hidden" {...register('message')} />}
      {layout.finance && <input type="hidden" {...register('who_is_helping')} />}
      {layout.finance && <input type="hidden" {...register('dealership_slug')} />}
    </>
  );
}

/**
 * A field people never see and bots fill in: off-screen, hidden from assistive technology, out of the
 * tab order and never autofilled. A filled one makes the server accept and drop the lead.
 */
export function Honeypot() {
  const { register } = useFormContext();
  const id = useFieldId('website');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input {...register('website')} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
