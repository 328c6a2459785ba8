import { describe, expect, it } from 'vitest';
import type { Answer } from './checks';
import { type ApiDocument, answerChecker, reachesOperation } from './conformance';

const ERROR = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        required: ['field', 'message'],
        additionalProperties: false,
      },
    },
  },
  required: ['error'],
  additionalProperties: false,
};
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

const DOCUMENT: ApiDocument & { components: unknown } = {
  paths: {
    '/api/cars/{slug}/pdf': {
      get: {
        parameters: [{ name: 'slug', in: 'path' }],
        responses: {
          200: { content: { 'application/pdf': {} } },
          404: json({ $ref: '#/components/schemas/ErrorBody' }),
        },
      },
    },
    '/api/events': {
      post: {
        responses: {
          204: {},
          400: json({ $ref: '#/components/schemas/ErrorBody' }),
          '5XX': json({ $ref: '#/components/schemas/ErrorBody' }),
        },
      },
    },
    '/api/watchlist/ids': {
      get: {
        responses: {
          200: json({
            type: 'object',
            properties: { ids: { type: 'array', items: { type: 'integer', minimum: 1 } } },
            required: ['ids'],
          }),
        },
      },
    },
    '/api/admin/sites/{slug}/content/{path}': {
      get: {
        parameters: [
          { name: 'slug', in: 'path' },
          { name: 'path', in: 'path', 'x-multi-segment': true },
        ],
        responses: { 200: json({ type: 'object', properties: { url: { type: 'string', format: 'uri' } } }) },
      },
    },
  },
  components: { schemas: { ErrorBody: ERROR } },
};

const answer = (status: number, body = '', contentType = 'application/json'): Answer => ({
  status,
  body,
  contentType,
  ms: 1,
});

describe('answerChecker', () => {
  const check = answerChecker(DOCUMENT);

  it.each([
    ['get', '/api/cars/{slug}/pdf', '/api/cars/a-car/pdf', answer(200, '%PDF-1.7', 'application/pdf')],
    ['get', '/api/cars/{slug}/pdf', '/api/cars/x/pdf', answer(404, '{"error":"Car not found"}')],
    [
      'get',
      '/api/cars/{slug}/pdf',
      '/api/cars/x/pdf',
      answer(404, '{"error":"Car not found"}', 'application/json; charset=utf-8'),
    ],
    ['post', '/api/events', '/api/events', answer(204)],
    [
      'post',
      '/api/events',
      '/api/events',
      answer(400, '{"error":"Invalid field: page","issues":[{"field":"page","message":"Required"}]}'),
    ],
    ['post', '/api/events', '/api/events', answer(503, '{"error":"Try again"}')],
    ['get', '/api/watchlist/ids', '/api/watchlist/ids?x=1', answer(200, '{"ids":[1,2]}')],
    [
      'get',
      '/api/admin/sites/{slug}/content/{path}',
      '/api/admin/sites/a/content/b/c',
      answer(200, '{"url":"https://a.example/b"}'),
    ],
    // Answered by Next.js before the route: not the operation's answer.
    ['get', '/api/cars/{slug}/pdf', '/api/cars/%zz/pdf', answer(400, '<html>', 'text/html')],
    ['get', '/api/cars/{slug}/pdf', '/api/cars/../pdf', answer(308, '')],
    // A body longer than the fuzzer keeps is checked for its status and type only.
    ['get', '/api/watchlist/ids', '/api/watchlist/ids', { ...answer(200, '{"ids":[1,'), truncated: true }],
  ])('finds nothing wrong with %s %s (%s)', (method, template, target, outcome) => {
    expect(check(method, template, target, outcome)).toEqual([]);
  });

  it.each([
    [
      'post',
      '/api/events',
      answer(415, '{"error":"Content-Type must be application/json"}'),
      'POST /api/events answered 415, a status the document does not list (204, 400, 5XX)',
    ],
    [
      'post',
      '/api/events',
      answer(400, '{"success":false,"error":"x"}'),
      'POST /api/events 400: the body breaks its schema: (body) must NOT have additional properties',
    ],
    [
      'post',
      '/api/events',
      answer(400, '{"error":"x","issues":[{"field":1,"message":"m"}]}'),
      'POST /api/events 400: the body breaks its schema: /issues/0/field must be string',
    ],
    [
      'post',
      '/api/events',
      answer(400, 'Bad Request', 'text/plain'),
      "POST /api/events 400: content type 'text/plain', the document gives application/json",
    ],
    [
      'get',
      '/api/watchlist/ids',
      answer(200, '{"ids":[0]}'),
      'GET /api/watchlist/ids 200: the body breaks its schema: /ids/0 must be >= 1',
    ],
    ['get', '/api/watchlist/ids', answer(200, '{"ids":'), 'GET /api/watchlist/ids 200: the body is not JSON'],
    [
      'get',
      '/api/admin/sites/{slug}/content/{path}',
      answer(200, '{"url":"not a url"}'),
      'GET /api/admin/sites/{slug}/content/{path} 200: the body breaks its schema: /url must match format "uri"',
    ],
    ['put', '/api/events', answer(200, '{}'), 'PUT /api/events: no such operation in the document'],
  ])('finds %s %s answering %j wrong', (method, template, outcome, problem) => {
    const target = template.replace('{slug}', 'a').replace('{path}', 'b');
    expect(check(method, template, target, outcome)).toEqual([problem]);
  });
});

describe('reachesOperation', () => {
  it.each([
    ['/api/cars/{slug}/pdf', '/api/cars/a/pdf', false, true],
    ['/api/cars/{slug}/pdf', '/api/cars/%F0%9F%91%8D/pdf?x=%zz', false, true],
    ['/api/cars/{slug}/pdf', '/api/cars/a%2Fb/pdf', false, true],
    ['/api/cars/{slug}/pdf', '/api/cars/%zz/pdf', false, false],
    ['/api/cars/{slug}/pdf', '/api/cars/../pdf', false, false],
    ['/api/cars/{slug}/pdf', '/api/cars/%2e%2E/pdf', false, false],
    ['/api/cars/{slug}/pdf', '/api/cars/./pdf', false, false],
    ['/api/cars/{slug}/pdf', '/api/cars//pdf', false, false],
    ['/api/cars/{slug}/pdf', '/api/cars/a/b/pdf', false, false],
    ['/api/x/{path}', '/api/x/a/b/c', true, true],
    ['/api/x/{path}', '/api/x/a/b/c', false, false],
  ])('%s ← %s (multi-segment %s): %s', (template, target, multi, expected) => {
    expect(reachesOperation(template, target, multi)).toBe(expected);
  });
});
