import type { ErrorBody } from './http';

// What a shopper reads when a call is refused. A 400 names its fields ('Invalid field: photo') for the
// code that sent them; the shopper needs the message each field carries ('Each photo can be up to 10 MB.').
// Read in the browser, so the error body is checked by hand rather than with http.ts's zod schema.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `body` has the API's error shape (ErrorBodySchema): an error, and each field's message. */
function isErrorBody(body: unknown): body is ErrorBody {
  if (!isObject(body) || typeof body.error !== 'string') return false;
  return (
    body.issues === undefined ||
    (Array.isArray(body.issues) &&
      body.issues.every(
        (issue) => isObject(issue) && typeof issue.field === 'string' && typeof issue.message === 'string',
      ))
  );
}

/**
 * The refusal in the shopper's words: the messages of its fields (each once), else its error, else
 * `fallback` (a body that is not the API's error shape, or no body at all).
 */
export function refusalMessage(body: unknown, fallback: string): string {
  if (!isErrorBody(body)) return fallback;
  const messages = [...new Set((body.issues ?? []).map((issue) => issue.message.trim()))].filter(Boolean);
  return messages.length > 0 ? messages.join(' ') : body.error.trim() || fallback;
}
