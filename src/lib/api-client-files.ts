import { type ApiResult, type CallOptions, callApi, readApiAnswer } from '@/lib/api-client';

// Calls that carry files, apart from the JSON client so that a page without them carries none of this.

/** POSTs a multipart form (files: the browser sets its boundary) and says what the answer means. */
export const postFormData = <T = unknown>(
  path: string,
  data: FormData,
  options: CallOptions = {},
): Promise<ApiResult<T>> => callApi<T>(path, { method: 'POST', body: data }, options);

/**
 * Reads a file one of the product's routes makes (a PDF): its bytes on a 2xx, else what the error's
 * JSON says.
 */
export const getFile = (path: string, options: CallOptions = {}): Promise<ApiResult<Blob>> =>
  callApi<Blob>(path, {}, options, async (response) =>
    response.ok
      ? { kind: 'ok', status: response.status, body: await response.blob() }
      : readApiAnswer<Blob>(response.status, await response.json().catch(() => null), options.fieldName),
  );
