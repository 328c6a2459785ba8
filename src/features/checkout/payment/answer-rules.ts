// How a payment's form and page read the answers of the payment calls (starting one, reading one): the
// same shapes for every use of the payment flow. Pure.

export type FieldIssue = { field: string; message: string };

export type StartResult =
  | { kind: 'pay'; payUrl: string }
  | { kind: 'invalid'; issues: FieldIssue[]; message: string | null }
  | { kind: 'signed-out' }
  | { kind: 'error'; message: string | null };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const errorOf = (data: Record<string, unknown>) =>
  typeof data.error === 'string' && data.error.trim() !== '' ? data.error : null;

/**
 * A 400's issues by field name: 'fields.email' and 'email' both name the email field; a purchase's
 * choice keeps its prefix ('purchase.postcode' is not the contact postcode).
 */
function readIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue) =>
    isObject(issue) && typeof issue.message === 'string'
      ? [
          {
            field: typeof issue.field === 'string' ? issue.field.replace(/^fields\./, '') : '',
            message: issue.message,
          },
        ]
      : [],
  );
}

/**
 * What a payment's start call answered: 201 (or 200 for the same key again) with the provider's page to
 * go to; 400 with the fields to fix; 401 when the site wants the shopper signed in; anything else an
 * error to show (409: it cannot be paid for; its message says why). A message of null is for the form's
 * generic one.
 */
export function interpretStartResponse(status: number, body: unknown): StartResult {
  const data = isObject(body) ? body : {};
  if ((status === 200 || status === 201) && typeof data.payUrl === 'string' && data.payUrl !== '')
    return { kind: 'pay', payUrl: data.payUrl };
  if (status === 400) return { kind: 'invalid', issues: readIssues(data.issues), message: errorOf(data) };
  if (status === 401) return { kind: 'signed-out' };
  return { kind: 'error', message: status >= 500 ? null : errorOf(data) };
}

/** Reads the payment an answer holds under `key` (`reservation`, `payment`), when there is one. */
export const viewIn =
  <View extends { id: string; status: string }>(key: string) =>
  (body: unknown): View | null => {
    if (!isObject(body) || !isObject(body[key])) return null;
    const view = body[key] as View;
    return typeof view.id === 'string' && typeof view.status === 'string' ? view : null;
  };

/** The error message of an answer, when it gives one. */
export function errorMessageOf(body: unknown): string | null {
  return isObject(body) ? errorOf(body) : null;
}
