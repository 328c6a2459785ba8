import type { z } from 'zod';

// One API operation as the OpenAPI document states it. The schemas are the very objects the handlers
// parse with, so the document says what the code accepts.

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Who may call: anyone, the platform operator, a dealership's stock feed, the provider, a shopper. */
export type Security = 'platformKey' | 'stockKey' | 'webhookSignature' | 'shopperSession';

export type BodyType =
  | 'application/json'
  | 'multipart/form-data'
  | 'application/x-www-form-urlencoded'
  | 'text/markdown'
  | 'text/csv';

export type ApiResponse = {
  description: string;
  schema?: z.ZodType;
  /** application/json unless said (a PDF, an image, a page). */
  contentType?: string;
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
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  body?: { types: BodyType[]; schema: z.ZodType; maxBytes?: number };
  responses: Record<number, ApiResponse>;
  /** Cacheable by a shared cache (the answer carries cache-control: public). */
  cacheable?: boolean;
};
