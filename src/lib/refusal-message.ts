import { ErrorBodySchema } from './http';

// What a shopper reads when a call is refused. A 400 names its fields ('Invalid field: photo') for the
// code that sent them; the shopper needs the message each field carries ('Each photo can be up to 10 MB.').

/**
 * The refusal in the shopper's words: the messages of its fields (each once), else its error, else
 * `fallback` (a body that is not the API's error shape, or no body at all).
 */
export function refusalMessage(body: unknown, fallback: string): string {
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return fallback;
  const messages = [...new Set((parsed.data.issues ?? []).map((issue) => issue.message.trim()))].filter(
    Boolean,
  );
  return messages.length > 0 ? messages.join(' ') : parsed.data.error.trim() || fallback;
}
