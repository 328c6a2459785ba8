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

type CallOptions = {
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

/** One call: the network's failure, or the answer read by `read` (the JSON body, by default). */
async function call<T>(
  path: string,
  init: RequestInit,
  options: CallOptions,
  read: (response: Response) => Promise<ApiResult<T>> = async (response) =>
    readApiAnswer<T>(response.status, await response.json().catch(() => null), options.fieldName),
): Promise<ApiResult<T>> {
  const { signal, headers, keepalive, cache, fetchImpl = fetch } = options;
  let response: Response;
  try {
    response = await fetchImpl(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), ...headers },
      signal,
      keepalive,
      cache,
    });
  } catch (error) {
    return { kind: 'failed', aborted: signal?.aborted ?? false, error };
  }
  return read(response);
}

/** Reads one of the product's routes (GET) and says what the answer means. */
export const getJson = <T = unknown>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> =>
  call<T>(path, { method: 'GET' }, options);

/** Sends `body` as JSON (none when undefined) to one of the product's routes and says what the answer means. */
export function sendJson<T = unknown>(
  path: string,
  body: unknown,
  options: SendOptions = {},
): Promise<ApiResult<T>> {
  const { method = 'POST', ...rest } = options;
  if (body === undefined) return call<T>(path, { method }, rest);
  return call<T>(
    path,
    { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    rest,
  );
}

/** sendJson with POST. */
export const postJson = <T = unknown>(
  path: string,
  body: unknown,
  options: Omit<SendOptions, 'method'> = {},
) => sendJson<T>(path, body, { ...options, method: 'POST' });

/** POSTs a multipart form (files: the browser sets its boundary) and says what the answer means. */
export const postFormData = <T = unknown>(
  path: string,
  data: FormData,
  options: CallOptions = {},
): Promise<ApiResult<T>> => call<T>(path, { method: 'POST', body: data }, options);

/**
 * Reads a file one of the product's routes makes (a PDF): its bytes on a 2xx, else what the error's
 * JSON says.
 */
export const getFile = (path: string, options: CallOptions = {}): Promise<ApiResult<Blob>> =>
  call<Blob>(path, { method: 'GET' }, options, async (response) =>
    response.ok
      ? { kind: 'ok', status: response.status, body: await response.blob() }
      : readApiAnswer<Blob>(response.status, await response.json().catch(() => null), options.fieldName),
  );

/** The server's message of a refusal (invalid or refused), else null. */
export const apiMessage = (result: ApiResult<unknown>): string | null =>
  result.kind === 'invalid' || result.kind === 'refused' ? result.message : null;
