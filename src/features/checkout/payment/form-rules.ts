// The one payment form's parts as each use gives them (its fields, their groups, where it posts), and
// what the form sends and shows of an answer. Pure: the form and its tests share it.

import type { FieldIssue } from './answer-rules';

export type FormField = {
  name: string;
  label: string;
  required?: boolean;
  /** A text box (the default), a select of the choices handed to the form, or a box of lines. */
  control?: 'select' | 'textarea';
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'numeric' | 'decimal';
  /** What the server takes (the use's schema), so nothing typed is refused for its length alone. */
  maxLength?: number;
  unit?: string;
  hint?: string;
  placeholder?: string;
  rows?: number;
  /** Dollars: drawn after a '$'. */
  dollars?: boolean;
  /** Across both columns from the small breakpoint up. */
  wide?: boolean;
  /** Sent trimmed, and only when filled in: an optional field the server reads as absent when empty. */
  onlyWhenFilled?: boolean;
};

/** A run of fields: in a fieldset with its legend, or bare; a list of fields is drawn in two columns. */
export type FormGroup = { legend?: string; rows: (FormField | FormField[])[] };

export type FormPolicy = {
  /** Starts every id of the form's elements: 'reserve' → reserve-email, reserve-error-summary. */
  idPrefix: string;
  /** The call that starts the payment. */
  endpoint: string;
  /** The space between the form's blocks. */
  spacing: string;
  groups: FormGroup[];
};

export type FormValues = Record<string, string | undefined>;
/** The options of a select field, by its name; a select with none is neither drawn nor sent. */
export type FormChoices = Record<string, { value: string; label: string }[]>;

/** Who pays, as every use asks (payer-schema.ts takes them): the phone named as the use names it. */
export const payerFields = (phoneLabel: 'Mobile' | 'Phone', wideEmail = false): FormField[] => [
  { name: 'name', label: 'First name', required: true, autoComplete: 'given-name', maxLength: 60 },
  { name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name', maxLength: 60 },
  {
    name: 'email',
    label: 'Email',
    required: true,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: 200,
    wide: wideEmail,
  },
  {
    name: 'phone',
    label: phoneLabel,
    required: true,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: 30,
  },
];

export const fieldId = (form: Pick<FormPolicy, 'idPrefix'>, name: string) =>
  `${form.idPrefix}-${name.replace('_', '-')}`;

/** Every field of the form, in its order on the page. */
export const formFields = (form: FormPolicy): FormField[] =>
  form.groups.flatMap((group) => group.rows.flat());

/** The names of the form's fields in page order: the order its error summary lists them in. */
export const fieldOrder = (form: FormPolicy): string[] => formFields(form).map((field) => field.name);

export const isShown = (field: FormField, choices: FormChoices) =>
  field.control !== 'select' || (choices[field.name]?.length ?? 0) > 0;

/** What the form posts: its key, what the use adds (the car), then each field drawn as typed. */
export function requestBody(
  form: FormPolicy,
  key: string,
  values: FormValues,
  choices: FormChoices,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { idempotency_key: key, ...extra };
  for (const field of formFields(form)) {
    if (!isShown(field, choices)) continue;
    const value = values[field.name];
    if (!field.onlyWhenFilled) body[field.name] = value ?? '';
    else if (value?.trim()) body[field.name] = value.trim();
  }
  return body;
}

/**
 * Where a refused answer's words go: the issues of the form's own fields to the list to fix, else the
 * form's alert says the first other issue (a choice made on an earlier step, such as a purchase's), the
 * answer's message, or null for the form's generic one.
 */
export function refusalShown(
  form: FormPolicy,
  issues: FieldIssue[],
  message: string | null,
): { issues: FieldIssue[]; alert: string | null } {
  const names = new Set(formFields(form).map((field) => field.name));
  const own = issues.filter((issue) => names.has(issue.field));
  if (own.length > 0) return { issues: own, alert: null };
  return { issues: [], alert: issues[0]?.message ?? message };
}

/** Each field's first message, as the form shows them (one per field). */
export function firstMessages(issues: FieldIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[issue.field] ??= issue.message;
  return messages;
}
