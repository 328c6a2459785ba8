'use client';

import { type ComponentProps, createContext, type FormEvent, type ReactNode, useContext } from 'react';
import { type FieldValues, FormProvider, useFormContext } from 'react-hook-form';
import { CheckboxField, Field, Select, Textarea, TextInput } from '../field';
import { keepingTyped } from './keep-typed';
import type { ApiForm } from './use-api-form';

// The one form primitive's markup: a <form> around react-hook-form, fields bound by name (id, label,
// aria-invalid and aria-describedby from src/ui/field.tsx, the message from the form's errors), the
// error summary and the form-level message. Everything else about a form's look stays its own.

type Binding = { idOf: (name: string) => string; errorOf: (name: string) => string | undefined };
const FormBinding = createContext<Binding | null>(null);

function useBinding(): Binding {
  const binding = useContext(FormBinding);
  if (!binding) throw new Error('A form field is used outside <Form>.');
  return binding;
}

type FormProps<V extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: ApiForm<V>;
  /** Called with the checked values; answering NAVIGATING (or a promise of it) keeps the form busy. */
  onSubmit: (values: V) => unknown;
  /** Takes the submit event instead, for a step that checks only its own fields (a two-step form's Next). */
  onSubmitInstead?: (event: FormEvent<HTMLFormElement>) => void;
};

export function Form<V extends FieldValues>({
  form,
  onSubmit,
  onSubmitInstead,
  children,
  ...props
}: FormProps<V>) {
  return (
    <FormScope form={form}>
      <form {...props} onSubmit={onSubmitInstead ?? form.onSubmit(onSubmit)}>
        {children}
      </form>
    </FormScope>
  );
}

/**
 * A form's fields bound by name without a <form> of their own: a group with its own values, checks and
 * calls nested inside another form (HTML forms do not nest), sent by its own buttons.
 */
export function FormScope<V extends FieldValues>({
  form,
  children,
}: {
  form: ApiForm<V>;
  children: ReactNode;
}) {
  return (
    <FormBinding value={{ idOf: form.idOf, errorOf: form.errorOf }}>
      <FormProvider {...form}>{children}</FormProvider>
    </FormBinding>
  );
}

/** The id and message of a field by name, for a control the primitive does not draw. */
export function useFormField(name: string): { id: string; error: string | undefined } {
  const { idOf, errorOf } = useBinding();
  return { id: idOf(name), error: errorOf(name) };
}

type FormFieldProps = Omit<ComponentProps<typeof Field>, 'id' | 'error'> & { name: string };

/** A labelled field bound by name: its id is the form's `${idPrefix}-${name}`, its message the form's. */
export function FormField({ name, ...props }: FormFieldProps) {
  const { id, error } = useFormField(name);
  return <Field id={id} error={error} {...props} />;
}

// A control takes its field's value as its default too, so the server's HTML shows it (a brand garage's
// make) before react-hook-form, after hydration, sets it through the control's ref.

/** A text input registered by the name of its field. */
export function FormInput({
  name,
  ...props
}: Omit<ComponentProps<typeof TextInput>, 'name'> & { name: string }) {
  const { register, getValues, setValue } = useFormContext();
  return (
    <TextInput
      defaultValue={getValues(name)}
      {...keepingTyped(register(name), { setValue, getValues })}
      {...props}
    />
  );
}

export function FormTextarea({
  name,
  ...props
}: Omit<ComponentProps<typeof Textarea>, 'name'> & { name: string }) {
  const { register, getValues, setValue } = useFormContext();
  return (
    <Textarea
      defaultValue={getValues(name)}
      {...keepingTyped(register(name), { setValue, getValues })}
      {...props}
    />
  );
}

export function FormSelect({
  name,
  ...props
}: Omit<ComponentProps<typeof Select>, 'name'> & { name: string }) {
  const { register, getValues } = useFormContext();
  return <Select defaultValue={getValues(name)} {...register(name)} {...props} />;
}

type FormCheckboxProps = Omit<ComponentProps<typeof CheckboxField>, 'id' | 'error' | 'name'> & {
  name: string;
};

export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const { register } = useFormContext();
  const { id, error } = useFormField(name);
  return <CheckboxField {...register(name)} id={id} error={error} {...props} />;
}

/**
 * The error summary (a heading and a link to each field at fault), shown after a refused submit and
 * focused then when the form says so.
 */
export function FormErrorSummary<V extends FieldValues>({
  form,
  heading,
  className = 'rounded-site border-2 border-red-700 bg-red-50 p-4 text-red-900',
  focusOnClick = true,
}: {
  form: ApiForm<V>;
  heading: ReactNode;
  className?: string;
  /** A link focuses its field itself (an in-page link does not focus an input in every browser). */
  focusOnClick?: boolean;
}) {
  const items = form.summaryItems;
  if (items.length === 0) return null;
  const headingId = `${form.idPrefix}-error-summary`;
  return (
    <div ref={form.summaryRef} role="alert" aria-labelledby={headingId} tabIndex={-1} className={className}>
      <h3 id={headingId} className="font-bold">
        {heading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item.name}>
            <a
              href={`#${item.id}`}
              onClick={
                focusOnClick
                  ? (event) => {
                      // An in-page link scrolls but does not focus an input in every browser: focus it here.
                      const field = document.getElementById(item.id);
                      if (!field) return;
                      event.preventDefault();
                      field.focus();
                      field.scrollIntoView({ block: 'center' });
                    }
                  : undefined
              }
              className="font-semibold underline underline-offset-2"
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The form-level message (role=alert), focusable so a refusal can take focus to it. */
export function FormError<V extends FieldValues>({
  form,
  className = 'text-sm font-semibold text-red-700',
  as: Tag = 'p',
  focusable = false,
}: {
  form: ApiForm<V>;
  className?: string;
  as?: 'p' | 'div';
  /** Takes tabIndex -1, for a form that focuses its message (invalidFocus other than 'none'). */
  focusable?: boolean;
}) {
  if (!form.formError) return null;
  return (
    <Tag
      ref={form.formErrorRef as React.RefObject<HTMLParagraphElement & HTMLDivElement>}
      role="alert"
      tabIndex={focusable ? -1 : undefined}
      className={className}
    >
      {form.formError}
    </Tag>
  );
}
