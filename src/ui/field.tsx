import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { HydratedSelect } from './hydrated-select';

// Form fields: a label, a visible required marker (with aria-required on the control), and when invalid
// aria-invalid plus aria-describedby pointing at the message. Field lays out the label and message and
// hands the control its id and ARIA through context, so a control takes any native props besides
// (react-hook-form's register(...), value/onChange, inputMode).

export const inputClass =
  'w-full rounded-site border border-black/25 bg-white px-3 py-2.5 text-base text-ink focus:border-brand aria-[invalid=true]:border-red-700';

/** The id of a field's message, for aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`;
/** The id of a field's hint, for aria-describedby. */
const fieldHintId = (id: string) => `${id}-hint`;

type FieldState = { id: string; required?: boolean; invalid: boolean; describedBy?: string };
const FieldContext = createContext<FieldState | null>(null);

function useControlProps(): Record<string, unknown> {
  const field = useContext(FieldContext);
  if (!field) return {};
  return {
    id: field.id,
    'aria-required': field.required || undefined,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': field.describedBy,
  };
}

/** The visible '*' of a required field; outside the <label>, so the field's name stays 'Email'. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  ) : null;
}

/** A field's message, when there is one. `alert` announces it at once (a message shown on submit). */
export function FieldError({ id, message, alert }: { id: string; message?: string | null; alert?: boolean }) {
  if (!message) return null;
  return (
    <p
      id={fieldErrorId(id)}
      role={alert ? 'alert' : undefined}
      className="mt-1 text-sm font-semibold text-red-700"
    >
      {message}
    </p>
  );
}

type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  /** Said after the label in a lighter weight, e.g. '$ per litre'. */
  unit?: string;
  /** A line under the label saying what to enter; read with the control after its name. */
  hint?: string;
  /** Announce the message as soon as it shows (one set on submit rather than while typing). */
  alert?: boolean;
  className?: string;
  children: ReactNode;
};

/** A labelled text, select or textarea field with its message; the control is its child. */
export function Field({ id, label, required, error, unit, hint, alert, className, children }: FieldProps) {
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null]
    .filter(Boolean)
    .join(' ');
  const state = { id, required, invalid: Boolean(error), describedBy: describedBy || undefined };
  return (
    <div className={className}>
      <div className="mb-1 text-sm font-bold">
        <label htmlFor={id}>
          {label}
          {unit && <span className="font-medium text-gray-700"> ({unit})</span>}
        </label>
        <RequiredMark required={required} />
      </div>
      {hint && (
        <p id={fieldHintId(id)} className="mb-1.5 text-sm text-gray-700">
          {hint}
        </p>
      )}
      <FieldContext value={state}>{children}</FieldContext>
      <FieldError id={id} message={error} alert={alert} />
    </div>
  );
}

export function TextInput({ className = inputClass, ...props }: ComponentProps<'input'>) {
  const a11y = useControlProps();
  return <input type="text" {...props} {...a11y} className={className} />;
}

export function Textarea({ className = inputClass, ...props }: ComponentProps<'textarea'>) {
  const a11y = useControlProps();
  return <textarea rows={4} {...props} {...a11y} className={className} />;
}

/** A select whose first, empty choice is the placeholder ('Select a category'). */
export function Select({
  placeholder,
  options,
  className = inputClass,
  ...props
}: ComponentProps<'select'> & { placeholder: string; options: { value: string; label: string }[] }) {
  const a11y = useControlProps();
  return (
    <HydratedSelect {...props} {...a11y} className={className}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </HydratedSelect>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
};

/** A checkbox with its label beside it ('I agree to the terms of use') and its message below. */
export function CheckboxField({ id, label, required, error, ...props }: CheckboxFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...props}
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--brand)]"
        />
        <p className="text-sm">
          <label htmlFor={id}>{label}</label>
          <RequiredMark required={required} />
        </p>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
