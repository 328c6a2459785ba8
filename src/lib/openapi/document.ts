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
};

const ERROR_400: ApiResponse = {
  description: 'Bad input: `error` names the fields, `issues` says what is wrong with each',
  schema: ErrorBodySchema,
};
const ERROR_500: ApiResponse = {
  description: 'A fault of the server: { error } only, never its cause',
  schema: ErrorBodySchema,
};

function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, object] of [
    ['path', endpoint.pathParams],
    ['query', endpoint.query],
  ] as const) {
    if (!object) continue;
    const schema = toJsonSchema(object, 'input');
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
  }
  return list;
}

function response(answer: ApiResponse): JsonSchema {
  if (!answer.schema && !answer.contentType) return { description: answer.description };
  const schema = answer.schema ? toJsonSchema(answer.schema, 'output') : {};
  return {
    description: answer.description,
    content: { [answer.contentType ?? 'application/json']: { schema } },
  };
}

function operation(endpoint: Endpoint): JsonSchema {
  const responses: Record<number, ApiResponse> = { ...endpoint.responses };
  if (endpoint.pathParams || endpoint.query || endpoint.body) responses[400] ??= ERROR_400;
  if (endpoint.tenant)
    responses[404] ??= { description: 'Not a site of the platform (or not found)', schema: ErrorBodySchema };
  responses[500] ??= ERROR_500;
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
          body.types.map((type) => [type, { schema: toJsonSchema(body.schema, 'input') }]),
        ),
        ...(body.maxBytes && { 'x-max-bytes': body.maxBytes }),
      },
    }),
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, answer]) => [status, response(answer)]),
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
