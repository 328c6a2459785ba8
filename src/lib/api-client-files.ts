import { type ApiResult, type CallOptions, callApi, readApiAnswer } from '@/lib/api-client';

// Calls that carry files, apart from the JSON client so that a page without them carries none of this.

/** POSTs a multipart form (files: the browser sets its boundary) and says what the answer means. */
export const postFormData = <T = unknown>(
  path: string,
  data: FormData,
  options: CallOptions = {},
): Promise<ApiResult<T>> => callApi<T>(path, { method: 'POST', body: data }, options);

/**
 * postFormData with the share of the body sent reported as it goes (0 to 1), for an upload's progress bar:
 * fetch reports none for a request's body, so this call goes by XMLHttpRequest, its answer read the same.
 */
export const postFormDataWithProgress = <T = unknown>(
  path: string,
  data: FormData,
  progress: (sent: number) => void,
): Promise<ApiResult<T>> =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) progress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): an answer without a body.
      }
      resolve(readApiAnswer<T>(request.status, body));
    };
    request.onerror = () => resolve({ kind: 'failed', aborted: false, error: new Error('Network error') });
    request.onabort = () => resolve({ kind: 'failed', aborted: true, error: new Error('Aborted') });
    request.send(data);
  });

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
