import type { FieldValues } from 'react-hook-form';
import type { ApiResult } from '@/lib/api-client';
import type { ApiForm } from '@/ui/form/use-api-form';

// What the console's forms share: their look, and how a call that was refused or never answered shows.

export const FAILED = 'The console could not be reached. Check your connection and try again.';

export const submitClass =
  'rounded-site bg-brand px-4 py-3 text-base font-bold text-brand-contrast hover:opacity-90 disabled:opacity-60';
export const formErrorClass =
  'rounded-site border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900 outline-none';

/** A call that did not succeed: its field messages on the fields, else a form-level message, focused. */
export function showFailure<V extends FieldValues>(
  form: ApiForm<V>,
  result: Exclude<ApiResult<unknown>, { kind: 'ok' }> | { kind: 'ok' },
) {
  if (result.kind === 'failed' || result.kind === 'ok') form.setFormError(FAILED);
  else form.showRefusal(result, FAILED);
  form.focusAfterRender('form-error');
}
