// The browser's one way to call the product's own API with JSON: every route answers an error with
// { error, issues? } (src/lib/http.ts), and this reads it once, so a form never parses it itself.

/** A field the server found at fault, named as the form names it ('fields.email' → 'email'). */
export type ApiFieldIssue = { field: string; path: string; message: string };

export type ApiResult<T> =
  /** A 2xx; `body` is the parsed JSON answer, null when the answer is empty or not JSON. */
  | { kind: 'ok'; status: number; body: T | null }
  /** A 400 that names fields: `fieldErrors` holds each field's first message; `issues` every issue. */
  | {
      kind: 'invalid';
      status: number;
      message: string | null;
      issues: ApiFieldIssue[];
      fieldErrors: Record<string, string>;
      body: unknown;
    }
  /** Any other answer: the server's `error` when it gave one (a 401, 403, 404, 409, 429, 5xx, a bare 400). */
  | { kind: 'refused'; status: number; message: string | null; body: unknown }
  /** No answer: the network failed or the call was aborted. */
  | { kind: 'failed'; aborted: boolean; error: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form field an API issue's path names: a lead's envelope puts the form's fields under `fields`
 * ('fields.email' → 'email', 'fields.address.postcode' → 'address.postcode'); '(body)', the body as a
 * whole, names none.
 */
export function apiFieldName(path: string): string | null {
  const name = path.startsWith('fields.') ? path.slice('fields.'.length) : path;
  return name === '' || name === '(body)' ? null : name;
}

/** What an answer means, from its status and its parsed body (null when it was not JSON). */
export function readApiAnswer<T>(
  status: number,
  body: unknown,
  fieldName: (path: string) => string | null = apiFieldName,
): ApiResult<T> {
  if (status >= 200 && status < 300) return { kind: 'ok', status, body: (body ?? null) as T | null };
  const data = isObject(body) ? body : {};
  const message = typeof data.error === 'string' && data.error.trim() !== '' ? data.error : null;
  const issues: ApiFieldIssue[] = (Array.isArray(data.issues) ? data.issues : []).flatMap((issue) => {
    if (!isObject(issue) || typeof issue.message !== 'string') return [];
    const path = typeof issue.field === 'string' ? issue.field : '';
    const field = fieldName(path);
    return field === null ? [] : [{ field, path, message: issue.message }];
  });
  if (status === 400 && issues.length > 0) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of issues) fieldErrors[issue.field] ??= issue.message;
    return { kind: 'invalid', status, message, issues, fieldErrors, body };
  }
  return { kind: 'refused', status, message, body };
}

export type CallOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  keepalive?: boolean;
  /** The browser's HTTP cache: a read of the shopper's own state asks for 'no-store'. */
  cache?: RequestCache;
  /** The form field an issue's path names, or null for none; by default `apiFieldName`. */
  fieldName?: (path: string) => string | null;
  fetchImpl?: typeof fetch;
};

export type SendOptions = CallOptions & { method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE' };

/**
 * One call: the network's failure, or the answer `read` makes of the response (by default its JSON body
 * read as above).
 */
export async function callApi<T>(
  path: string,
  init: RequestInit,
  { fieldName, fetchImpl = fetch, ...options }: CallOptions,
  read?: (response: Response) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      ...init,
      ...options,
      headers: { ...init.headers, ...options.headers },
    });
  } catch (error) {
    return { kind: 'failed', aborted: options.signal?.aborted ?? false, error };
  }
  return read
    ? read(response)
    : readApiAnswer<T>(response.status, await response.json().catch(() => null), fieldName);
}

/** Reads one of the product's routes (GET) and says what the answer means. */
export const getJson = <T = unknown>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> =>
  callApi<T>(path, {}, options);

/** Sends `body` as JSON (none when undefined) to one of the product's routes and says what the answer means. */
export const sendJson = <T = unknown>(
  path: string,
  body: unknown,
  { method = 'POST', ...options }: SendOptions = {},
): Promise<ApiResult<T>> =>
  callApi<T>(
    path,
    body === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    options,
  );

/** sendJson with POST. */
export const postJson = <T = unknown>(
  path: string,
  body: unknown,
  options: Omit<SendOptions, 'method'> = {},
) => sendJson<T>(path, body, options);

/** The server's message of a refusal (invalid or refused), else null. */
export const apiMessage = (result: ApiResult<unknown>): string | null =>
  result.kind === 'invalid' || result.kind === 'refused' ? result.message : null;

/**
 * The body of an ok answer, for a caller that logs any failure and falls back: a failed call throws its
 * error, any other answer an Error naming its status (and the server's message).
 */
export function okBody<T>(result: ApiResult<T>): T | null {
  if (result.kind === 'ok') return result.body;
  if (result.kind === 'failed') throw result.error;
  throw new Error(`HTTP ${result.status}${result.message ? `: ${result.message}` : ''}`);
}
