import { describe, expect, it } from 'vitest';
import { readApiRoutes } from '../../scripts/server/api-methods.mjs';
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
});
