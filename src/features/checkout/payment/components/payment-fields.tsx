'use client';

import { inputClass } from '@/ui/field';
import { FormField, FormInput, FormSelect, FormTextarea } from '@/ui/form/form';
import { type FormField as Field, type FormChoices, type FormPolicy, isShown } from '../form-rules';

/** The payment form's fields as its use groups them: fieldsets with a legend, rows of two columns. */
export function PaymentFields({ policy, choices }: { policy: FormPolicy; choices: FormChoices }) {
  const control = (field: Field) => (
    <FormField
      key={field.name}
      name={field.name}
      label={field.label}
      unit={field.unit}
      hint={field.hint}
      required={field.required}
      className={field.wide ? 'sm:col-span-2' : undefined}
    >
      <Control field={field} choices={choices} />
    </FormField>
  );
  const row = (item: Field | Field[]) =>
    Array.isArray(item) ? (
      <div key={item[0].name} className="grid gap-4 sm:grid-cols-2">
        {item.map(control)}
      </div>
    ) : (
      isShown(item, choices) && control(item)
    );
  return policy.groups.map((group) =>
    group.legend ? (
      <fieldset key={group.legend} className="space-y-4">
        <legend className="mb-3 text-lg font-extrabold">{group.legend}</legend>
        {group.rows.map(row)}
      </fieldset>
    ) : (
      group.rows.map(row)
    ),
  );
}

/** A field's control: a text box (after a '$' for dollars), a select of its choices, or a box of lines. */
function Control({ field, choices }: { field: Field; choices: FormChoices }) {
  if (field.control === 'select')
    return (
      <FormSelect
        name={field.name}
        placeholder={field.placeholder ?? ''}
        options={choices[field.name] ?? []}
      />
    );
  if (field.control === 'textarea')
    return <FormTextarea name={field.name} rows={field.rows} maxLength={field.maxLength} />;
  const input = (
    <FormInput
      name={field.name}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode}
      maxLength={field.maxLength}
      className={field.dollars ? `${inputClass} pl-7` : undefined}
    />
  );
  if (!field.dollars) return input;
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-gray-700"
      >
        $
      </span>
      {input}
    </div>
  );
}
