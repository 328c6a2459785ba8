'use client';

import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput } from '@/ui/field';
import { useFormField } from '@/ui/form/form';

// The journey's controls on the form primitive, beside its FormInput and FormSelect: a text input that
// cleans what is typed (a plate in capitals, a year in digits), and a group of choices drawn as buttons.

export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90 disabled:opacity-60';
export const secondaryClass =
  'inline-flex items-center justify-center rounded-site border border-black/25 px-5 py-2.5 font-bold hover:bg-black/5';
const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-site border border-black/20 px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand';

type InputProps = Omit<ComponentProps<typeof TextInput>, 'name'> & {
  name: string;
  /** The text as the field keeps it, applied as the shopper types. */
  clean?: (text: string) => string;
};

/** A text input registered by its field's name, its text cleaned as it is typed. */
export function JourneyInput({ name, clean, ...props }: InputProps) {
  const { register, getValues } = useFormContext();
  const field = register(name);
  return (
    <TextInput
      defaultValue={getValues(name)}
      {...field}
      {...props}
      onChange={(event) => {
        const cleaned = clean ? clean(event.target.value) : event.target.value;
        if (cleaned !== event.target.value) event.target.value = cleaned;
        return field.onChange(event);
      }}
    />
  );
}

type ChoicesProps = {
  name: string;
  legend: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  className?: string;
};

/** One choice of several (a radio group) under its legend, with its message when refused. */
export function JourneyChoices({ name, legend, required, options, className }: ChoicesProps) {
  const { register, getValues } = useFormContext();
  const { id, error } = useFormField(name);
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-bold">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={choiceClass}>
            <input
              type="radio"
              value={option.value}
              defaultChecked={getValues(name) === option.value}
              {...register(name)}
              className="accent-[var(--brand)]"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
