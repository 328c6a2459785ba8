'use client';

import { createContext, type ReactNode, type RefObject, useContext } from 'react';
import { type FieldValues, type RegisterOptions, useFormContext } from 'react-hook-form';
import { ERROR_SUMMARY_HEADING } from '../rules';

// The fields of the lead forms, bound to the surrounding react-hook-form: each has a label, a visible
// required marker (and aria-required), and when invalid aria-invalid plus aria-describedby to its message.

/** The id prefix of one form instance, so two forms on a page (dialog and accordion) never share ids. */
export const FieldPrefix = createContext('lead');

export function useFieldId(name: string): string {
  return `${useContext(FieldPrefix)}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

export const inputClass =
  'w-full rounded-site border border-black/25 bg-white px-3 py-2.5 text-base text-ink focus:border-brand aria-[invalid=true]:border-red-700';

function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The visible '*' of a required field; outside the <label>, so the field's name stays 'Email'. */
function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  ) : null;
}

export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  multiline?: boolean;
  className?: string;
};

export function TextField({
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  multiline,
  className = '',
}: TextFieldProps) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  const error = useFieldError(name);
  const a11y = {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className={className}>
      <div className="mb-1 text-sm font-bold">
        <label htmlFor={id}>{label}</label>
        <RequiredMark required={required} />
      </div>
      {multiline ? (
        <textarea {...register(name)} {...a11y} rows={4} maxLength={5000} className={inputClass} />
      ) : (
        <input
          {...register(name)}
          {...a11y}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          className={inputClass}
        />
      )}
      <FieldMessage id={id} message={error} />
    </div>
  );
}

type SelectFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  placeholder: string;
  options: { value: string; label: string }[];
  /** A select whose empty choice means 'not picked' must send nothing rather than ''. */
  emptyAsUndefined?: boolean;
  className?: string;
};

export function SelectField({
  name,
  label,
  required,
  placeholder,
  options,
  emptyAsUndefined,
  className = '',
}: SelectFieldProps) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  const error = useFieldError(name);
  const rules: RegisterOptions<FieldValues, string> = emptyAsUndefined
    ? { setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : value) }
    : {};
  return (
    <div className={className}>
      <div className="mb-1 text-sm font-bold">
        <label htmlFor={id}>{label}</label>
        <RequiredMark required={required} />
      </div>
      <select
        {...register(name, rules)}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} message={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  required,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
}) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  const error = useFieldError(name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...register(name)}
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--brand)]"
        />
        <p className="text-sm">
          <label htmlFor={id}>{label}</label>
          <RequiredMark required={required} />
        </p>
      </div>
      <FieldMessage id={id} message={error} />
    </div>
  );
}

/** The order fields appear in, so the error summary lists problems top to bottom. */
const FIELD_ORDER = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'category',
  'location_id',
  'dealership_slug',
  'booking_date',
  'booking_time',
  'message',
  'terms_conditions',
];

export type SummaryItem = { name: string; message: string };

/** The current field errors in form order, for the summary. */
export function summaryItems(errors: Record<string, { message?: unknown } | undefined>): SummaryItem[] {
  return Object.entries(errors)
    .filter(([name, error]) => name !== 'root' && typeof error?.message === 'string')
    .map(([name, error]) => ({ name, message: error?.message as string }))
    .sort((a, b) => rank(a.name) - rank(b.name));
}

const rank = (name: string) => {
  const index = FIELD_ORDER.indexOf(name);
  return index === -1 ? FIELD_ORDER.length : index;
};

/**
 * 'Please fix the following errors:' (AF §5) with a link to each field: shown after a failed submit and
 * focused then, so keyboard and screen-reader users land on the list of what to fix.
 */
export function ErrorSummary({
  items,
  prefix,
  summaryRef,
}: {
  items: SummaryItem[];
  prefix: string;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  if (items.length === 0) return null;
  const headingId = `${prefix}-error-summary`;
  return (
    <div
      ref={summaryRef}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-site border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h3 id={headingId} className="font-bold">
        {ERROR_SUMMARY_HEADING}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => {
          const target = `${prefix}-${item.name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
          return (
            <li key={item.name}>
              <a
                href={`#${target}`}
                onClick={(event) => {
                  // An in-page link scrolls but does not focus an input in every browser: focus it here.
                  const field = document.getElementById(target);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView({ block: 'center' });
                }}
                className="font-semibold underline underline-offset-2"
              >
                {item.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
