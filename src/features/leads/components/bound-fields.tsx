'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { type FieldValues, type RegisterOptions, useFormContext } from 'react-hook-form';
import { CheckboxField as CheckboxControl, Field, Select, Textarea, TextInput } from '@/ui/field';
import { keepingTyped } from '@/ui/form/keep-typed';

// The lead forms' fields (src/ui/field.tsx) bound to the surrounding react-hook-form by name: the id
// comes from the form instance's prefix and the message from the form's errors.

/** The id prefix of one form instance, so two forms on a page (dialog and accordion) never share ids. */
export const FieldPrefix = createContext('lead');

export function useFieldId(name: string): string {
  return `${useContext(FieldPrefix)}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
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

export function TextField({ name, label, required, multiline, className, ...input }: TextFieldProps) {
  const { register, setValue, getValues } = useFormContext();
  const bound = keepingTyped(register(name), { setValue, getValues });
  const id = useFieldId(name);
  return (
    <Field id={id} label={label} required={required} error={useFieldError(name)} className={className}>
      {multiline ? <Textarea {...bound} maxLength={5000} /> : <TextInput {...bound} {...input} />}
    </Field>
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
  className,
}: SelectFieldProps) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  const rules: RegisterOptions<FieldValues, string> = emptyAsUndefined
    ? { setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : value) }
    : {};
  return (
    <Field id={id} label={label} required={required} error={useFieldError(name)} className={className}>
      <Select {...register(name, rules)} placeholder={placeholder} options={options} />
    </Field>
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
  return (
    <CheckboxControl
      {...register(name)}
      id={useFieldId(name)}
      label={label}
      required={required}
      error={useFieldError(name)}
    />
  );
}
