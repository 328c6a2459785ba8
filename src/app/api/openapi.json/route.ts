import { apiDocument } from '@/api-docs/document';
import { apiRoute } from '@/lib/api-route';

// GET /api/openapi.json: the API's OpenAPI 3.1 document, the same on every host. Built once per process:
// it changes only with the code.
let document: string | null = null;

export const GET = apiRoute(async () => {
  document ??= JSON.stringify(apiDocument());
  return new Response(document, {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' },
  });
});
