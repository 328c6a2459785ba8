import { z } from 'zod';
import { ErrorBodySchema } from '@/lib/http';
import type { ApiResponse, Endpoint, Security } from './types';

// The OpenAPI 3.1 document of a list of endpoints, each schema converted by zod's own z.toJSONSchema
// (JSON Schema 2020-12, the dialect OpenAPI 3.1 uses). Inputs are described as the client sends them
// (io: 'input'); what JSON Schema cannot say (a transform's result, a refinement) is left open.

type JsonSchema = Record<string, unknown>;

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
};

const SECURITY_SCHEMES: Record<Security, JsonSchema> = {
  platformKey: {
    type: 'http',
    scheme: 'bearer',
    description: "The platform operator's key (PLATFORM_KEY), for the sites and content admin API.",
  },
  stockKey: {
    type: 'http',
    scheme: 'bearer',
    description: "A dealership's stock-feed key (stk_…), also accepted as the X-Api-Key header.",
  },
  partnerKey: {
    type: 'http',
    scheme: 'bearer',
    description: "A partner's read-only key to one site's stock (ptn_…; `npm run partner-key`).",
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description:
      "The payment provider's signature over the raw body: Stripe-Signature, or x-test-payments-signature from the embedded test provider.",
  },
  shopperSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'shopper_session',
    description: 'The signed-in shopper of this site (POST /api/auth/verify-code sets it).',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'console.session_token',
    description: "A dealer's staff member signed in to the console (POST /api/console/sign-in sets it).",
  },
};

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };

/**
 * Every status an operation can answer: its own, and those of the layers around every handler. The proxy
 * refuses a write from another site's page (403) or in a type other than JSON (415) on every path but the
 * admin API's, which it does not see; the handler's wrapper answers 404 for a host of no site, 500 for a
 * fault and 503 while the database cannot be reached.
 */
function statuses(endpoint: Endpoint): Record<number, ApiResponse> {
  const responses: Record<number, ApiResponse> = { ...endpoint.responses };
  const add = (status: number, description: string) => {
    responses[status] ??= { description };
  };
  if (endpoint.pathParams || endpoint.query || endpoint.body || endpoint.headers)
    add(400, 'Bad input: `error` names the fields, `issues` says what is wrong with each');
  if (endpoint.security === 'shopperSession') add(401, 'Not signed in');
  if (endpoint.security === 'partnerKey') add(401, 'No key, or not a working partner key of this site');
  if (endpoint.security === 'staffSession') {
    add(401, 'Not signed in to the console');
    add(403, 'The role does not allow it, or a required second factor is not set up yet');
  }
  if (endpoint.method !== 'get' && !endpoint.path.startsWith('/api/admin/')) {
    add(403, "Sent from another website's page: the Origin is not one of this site's");
    add(415, 'A body that is not application/json (or, where the call takes one, its own type)');
  }
  if (endpoint.tenant) add(404, 'Not a site of the platform (or not found)');
  if (endpoint.console) add(404, 'Not the console’s host (or not found)');
  if (endpoint.body?.maxBytes) add(413, `Over ${endpoint.body.maxBytes.toLocaleString('en-AU')} bytes`);
  add(500, 'A fault of the server: { error } only, never its cause');
  if (endpoint.database !== false)
    add(503, 'The database is briefly unreachable: try again after Retry-After seconds');
  return responses;
}

function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, object] of [
    ['path', endpoint.pathParams],
    ['query', endpoint.query],
    ['header', endpoint.headers],
  ] as const) {
    if (!object) continue;
    const schema = toJsonSchema(object, 'input');
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
        ...(typeof property.description === 'string' && { description: property.description }),
        ...(where === 'path' && name === endpoint.multiSegment && { 'x-multi-segment': true }),
      });
  }
  return list;
}

const isJson = (type: string) => type === 'application/json';

function response(status: number, answer: ApiResponse): JsonSchema {
  const schema = answer.schema ?? (status >= 400 ? ErrorBodySchema : undefined);
  const types = [answer.contentType ?? 'application/json'].flat();
  if (!schema && !answer.contentType) return { description: answer.description };
  const jsonSchema = schema === ErrorBodySchema ? ERROR_BODY : schema ? toJsonSchema(schema, 'output') : {};
  return {
    description: answer.description,
    content: Object.fromEntries(types.map((type) => [type, { schema: isJson(type) ? jsonSchema : {} }])),
  };
}

function operation(endpoint: Endpoint): JsonSchema {
  const body = endpoint.body;
  return {
    operationId: `${endpoint.method}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: endpoint.security ? [{ [endpoint.security]: [] }] : [],
    parameters: parameters(endpoint),
    ...(body && {
      requestBody: {
        required: true,
        content: Object.fromEntries(
          // A text body (CSV, Markdown) is text whatever the handler makes of it.
          body.types.map((type) => [
            type,
            { schema: type.startsWith('text/') ? { type: 'string' } : toJsonSchema(body.schema, 'input') },
          ]),
        ),
        ...(body.maxBytes && { 'x-max-bytes': body.maxBytes }),
      },
    }),
    responses: Object.fromEntries(
      Object.entries(statuses(endpoint)).map(([status, answer]) => [
        status,
        response(Number(status), answer),
      ]),
    ),
    ...(endpoint.cacheable && { 'x-cacheable': true }),
  };
}

/** The OpenAPI 3.1 document of `endpoints`. */
export function openApiDocument(
  info: { title: string; version: string; description: string },
  endpoints: Endpoint[],
) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { ErrorBody: toJsonSchema(ErrorBodySchema, 'output') },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

export type { Endpoint } from './types';
