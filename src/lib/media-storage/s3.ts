// An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2), addressed path-style:
//   PUT|GET|DELETE {endpoint}/{bucket}/{key}, and GET {endpoint}/{bucket}?list-type=2 to list it (backups)
// each signed with AWS Signature V4 (aws4fetch) for the 's3' service in the configured region, the body's
// SHA-256 included, so a bucket stores exactly the bytes we sent or refuses them.

import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, isStorageKey, type MediaStorage, MediaStorageError } from './storage';

export type S3Settings = {
  /** e.g. 'https://s3.ap-southeast-2.amazonaws.com' or 'https://{account}.r2.cloudflarestorage.com'. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs?: number;
};

/** How long one call to the bucket may take: a shopper is waiting on the upload. */
export const S3_TIMEOUT_MS = 15_000;

export function createS3Storage(settings: S3Settings): MediaStorage {
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}`;
  const timeoutMs = settings.timeoutMs ?? S3_TIMEOUT_MS;
  // No retries here: a failed put is answered to the shopper, who can send the photo again.
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 0,
  });

  async function call(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Uint8Array,
    contentType?: string,
  ) {
    assertStorageKey(key);
    return send(method, `${base}/${key}`, key, body, contentType);
  }

  /** One signed request; `what` names it in errors (a key, or the bucket's listing). */
  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    url: string,
    what: string,
    body?: Uint8Array,
    contentType?: string,
  ) {
    const headers: Record<string, string> = {
      // Signed, so the bucket refuses a body changed on the way (aws4fetch would sign 'UNSIGNED-PAYLOAD').
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? new Uint8Array(0))
        .digest('hex'),
    };
    if (contentType) headers['content-type'] = contentType;
    try {
      const signed = await client.sign(url, {
        method,
        headers,
        body: body as Uint8Array<ArrayBuffer> | undefined,
      });
      return await fetch(signed, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const name = (error as Error).name;
      throw new MediaStorageError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `S3 gave no answer to ${method} ${what} in ${timeoutMs} ms`
          : `S3 could not be reached for ${method} ${what}: ${(error as Error).message}`,
      );
    }
  }

  const failed = async (response: Response, method: string, key: string) => {
    // S3 explains a refusal in an XML <Code>, e.g. 'SignatureDoesNotMatch', 'NoSuchBucket'.
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1];
    return new MediaStorageError(
      `S3 answered ${response.status}${code ? ` ${code}` : ''} to ${method} ${key}`,
    );
  };

  return {
    put: async (key, body, contentType) => {
      const response = await call('PUT', key, body, contentType);
      if (!response.ok) throw await failed(response, 'PUT', key);
      await response.body?.cancel();
    },
    get: async (key) => {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failed(response, 'GET', key);
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    delete: async (key) => {
      const response = await call('DELETE', key);
      // S3 answers 204 whether or not there was an object; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw await failed(response, 'DELETE', key);
      await response.body?.cancel();
    },
    list: async function* () {
      let token: string | undefined;
      do {
        // Parameters in sorted order: the signature's canonical query string sorts them too.
        const query = new URLSearchParams(token ? { 'continuation-token': token } : {});
        query.set('list-type', '2');
        const response = await send('GET', `${base}?${query}`, 'the bucket listing');
        if (!response.ok) throw await failed(response, 'GET', 'the bucket listing');
        const page = parseListPage(await response.text());
        yield* page.keys;
        token = page.next;
      } while (token);
    },
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => XML_ENTITIES[name]);

/**
 * One page of a ListObjectsV2 answer: its keys the product could have made (any other object in the bucket
 * is not ours to copy) and the token of the next page, if there is one.
 */
export function parseListPage(xml: string): { keys: string[]; next?: string } {
  const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1]));
  const truncated = /<IsTruncated>\s*true\s*<\/IsTruncated>/.test(xml);
  const next = /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys: keys.filter(isStorageKey), next: truncated && next ? unescapeXml(next) : undefined };
}
