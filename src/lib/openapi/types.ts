import type { z } from 'zod';

// One API operation as the OpenAPI document states it. The schemas are the very objects the handlers
// parse with, so the document says what the code accepts.

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * Who may call: anyone, the platform operator, a dealership's stock feed, the provider, a shopper, a
 * dealer's staff member signed in to the console.
 */
export type Security =
  | 'platformKey'
  | 'stockKey'
  | 'partnerKey'
  | 'webhookSignature'
  | 'shopperSession'
  | 'staffSession';

export type BodyType =
  | 'application/json'
  | 'multipart/form-data'
  | 'application/x-www-form-urlencoded'
  | 'text/markdown'
  | 'text/csv';

export type ApiResponse = {
  description: string;
  /** The JSON body; a 4xx or 5xx without one is the error body (ErrorBodySchema). */
  schema?: z.ZodType;
  /** application/json unless said (a PDF, an image, a page; a page or the error body for some 404s). */
  contentType?: string | string[];
};

export type Endpoint = {
  method: HttpMethod;
  /** OpenAPI form: /api/cars/{slug}/pdf. */
  path: string;
  summary: string;
  tag: string;
  security?: Security;
  /** Answered for a site's host only (404 { error: 'Unknown site' } on any other). */
  tenant?: boolean;
  /** Answered on the dealer console's host only (404 { error: 'Not found' } on any other). */
  console?: boolean;
  pathParams?: z.ZodObject;
  /** The path parameter that takes several segments (a catch-all route, [...path]). */
  multiSegment?: string;
  query?: z.ZodObject;
  /** Headers the call reads (names as sent, e.g. X-Changed-By). */
  headers?: z.ZodObject;
  body?: { types: BodyType[]; schema: z.ZodType; maxBytes?: number };
  responses: Record<number, ApiResponse>;
  /** Cacheable by a shared cache (the answer carries cache-control: public). */
  cacheable?: boolean;
  /** Answered without the database (so never 503 while it is unreachable). */
  database?: false;
};
