import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { answerChecker } from '../../scripts/fuzz/conformance';
import { readApiRoutes } from '../server/api-methods.ts';
import { apiDocument } from './document';

// The document cannot fall behind the code: every method of every route file under src/app/api has its
// operation, and the document names no call that does not exist.

/** '/api/cars/[slug]/pdf' → '/api/cars/{slug}/pdf'. */
const openApiPath = (route: string) =>
  route.replace(/\[\.\.\.(\w+)\]/g, '{$1}').replace(/\[(\w+)\]/g, '{$1}');

const operations = () =>
  readApiRoutes().flatMap((route) =>
    route.methods.map((method) => `${method.toLowerCase()} ${openApiPath(route.path)}`),
  );

/** A JSON answer as the fuzz run records it. */
const answer = (status: number, body: unknown) => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
  ms: 1,
});

describe('the OpenAPI document', () => {
  const document = apiDocument();
  const documented = Object.entries(document.paths).flatMap(([p, methods]) =>
    Object.keys(methods).map((method) => `${method} ${p}`),
  );

  it('has an operation for every method of every route file', () => {
    const routes = operations();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('names no operation that has no route', () => {
    expect(documented.filter((operation) => !operations().includes(operation))).toEqual([]);
  });

  it('declares every parameter of every path, and the error body of every call', () => {
    for (const [p, methods] of Object.entries(document.paths)) {
      const names = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const op of Object.values(methods) as Array<{
        parameters: Array<{ in: string; name: string }>;
        responses: Record<string, unknown>;
      }>) {
        expect(
          op.parameters
            .filter((x) => x.in === 'path')
            .map((x) => x.name)
            .sort(),
          p,
        ).toEqual(names);
        expect(op.responses['500'], p).toBeDefined();
      }
    }
  });

  it('names each operation once', () => {
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods as Record<string, { operationId: string }>).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is OpenAPI 3.1 with the error body as the handlers send it', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { type: 'string' }, issues: { type: 'array' } },
    });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('marks the admin, stock and webhook calls with their security scheme', () => {
    const security = (method: string, p: string) =>
      (document.paths[p] as Record<string, { security: unknown }>)[method].security;
    expect(security('get', '/api/admin/sites')).toEqual([{ platformKey: [] }]);
    expect(security('post', '/api/admin/stock')).toEqual([{ stockKey: [] }]);
    expect(security('post', '/api/payments/webhook')).toEqual([{ webhookSignature: [] }]);
    expect(security('post', '/api/leads')).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  type Response = { content?: Record<string, { schema?: unknown }> };
  const responses = Object.entries(document.paths).flatMap(([p, methods]) =>
    Object.entries(methods as Record<string, { responses: Record<string, Response> }>).flatMap(([m, op]) =>
      Object.entries(op.responses).map(([status, answer]) => ({ operation: `${m} ${p}`, status, answer })),
    ),
  );

  it('gives every 4xx and 5xx JSON answer a body schema, the error body unless the call says otherwise', () => {
    const errors = responses.filter(({ status }) => Number(status) >= 400);
    // Only the embedded test provider's card page answers some of its errors as a page, never without one.
    const json = errors.filter(({ answer }) => !answer.content || 'application/json' in answer.content);
    expect(json.filter(({ answer }) => !answer.content?.['application/json'].schema)).toEqual([]);
    const own = json
      .filter(({ answer }) => !('$ref' in ((answer.content?.['application/json'].schema ?? {}) as object)))
      .map(({ operation, status }) => `${status} ${operation}`);
    expect(own.sort()).toEqual(
      [
        '400 get /api/check-if-contact-exists',
        '400 post /api/admin/stock',
        '429 get /api/check-if-contact-exists',
        ...['400', '401', '403', '404'].flatMap((status) => [
          `${status} post /api/watchlist/save-car`,
          `${status} post /api/watchlist/remove-car`,
        ]),
      ].sort(),
    );
  });

  it('lists the statuses of the layers around every handler', () => {
    const listed = (method: string, p: string) =>
      Object.keys((document.paths[p] as Record<string, { responses: object }>)[method].responses);
    // The proxy: a write from another site's page, or not JSON; not on the admin API, which it does not see.
    expect(listed('post', '/api/leads')).toEqual(expect.arrayContaining(['403', '415', '404', '500', '503']));
    expect(listed('delete', '/api/account')).toEqual(expect.arrayContaining(['401', '403', '415']));
    expect(listed('put', '/api/admin/sites/{slug}')).not.toContain('415');
    expect(listed('get', '/api/watchlist/ids')).not.toContain('403');
    expect(listed('post', '/api/trade-in/rego')).toEqual(expect.arrayContaining(['413', '429', '502']));
    expect(listed('get', '/api/openapi.json')).toEqual(['200', '500']);
  });

  it('checks the error bodies the watchlist and contact calls send against their own schemas', () => {
    const check = answerChecker(document as never);
    const watchlistIssue = { error: 'Invalid field: car_id', issues: [{ field: 'car_id', message: 'x' }] };
    for (const call of ['/api/watchlist/save-car', '/api/watchlist/remove-car']) {
      expect(check('post', call, call, answer(400, { success: false, ...watchlistIssue }))).toEqual([]);
      expect(
        check('post', call, call, answer(415, { error: 'Content-Type must be application/json' })),
      ).toEqual([]);
      expect(check('post', call, call, answer(400, { success: true, error: 'x' }))).toHaveLength(1);
    }
    const contact = '/api/check-if-contact-exists';
    expect(check('get', contact, contact, answer(400, { data: null, error: 'Bad mobile' }))).toEqual([]);
    expect(check('get', contact, contact, answer(200, { data: { exists: true }, error: null }))).toEqual([]);
    expect(check('get', contact, contact, answer(400, { error: 'Bad mobile' }))).toHaveLength(1);
  });

  it('takes the stock feed refused by a row or by its query, and a payment page refusing its path as JSON', () => {
    const check = answerChecker(document as never);
    const feed = '/api/admin/stock';
    const byRow = { error: 'Invalid feed', issues: [{ line: 3, field: 'price', message: 'x' }] };
    const byQuery = {
      error: 'Invalid field: full',
      issues: [{ field: 'full', message: 'must be true or false' }],
    };
    expect(check('post', feed, feed, answer(400, byRow))).toEqual([]);
    expect(check('post', feed, feed, answer(400, byQuery))).toEqual([]);
    expect(check('post', feed, feed, answer(400, { error: 'x', issues: [{ line: 3 }] }))).toHaveLength(1);
    const page = '/api/test-payments/{sessionId}';
    const path = '/api/test-payments/%00';
    expect(check('post', page, path, answer(400, { error: 'The path contains NUL' }))).toEqual([]);
  });
});
