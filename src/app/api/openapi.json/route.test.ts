import { describe, expect, it } from 'vitest';
import { GET } from './route';

describe('GET /api/openapi.json', () => {
  it('answers the document, cacheable, the same on every host', async () => {
    const first = await GET(new Request('http://carzone.localhost/api/openapi.json'));
    const second = await GET(new Request('http://unknown.example/api/openapi.json'));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(first.headers.get('content-type')).toBe('application/json');
    const document = await first.json();
    expect(document.openapi).toBe('3.1.0');
    expect(
      document.paths['/api/leads'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('idempotency_key');
    expect(await second.json()).toEqual(document);
  });
});
