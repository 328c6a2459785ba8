import { SearchRequestSchema } from '@/features/search/schema';
import { searchStock } from '@/features/search/search-service';
import { jsonError, readJson, validationError } from '@/lib/http';
import { siteFromRequest } from '@/tenancy/site-from-request';

export async function POST(request: Request) {
  const site = await siteFromRequest(request);
  if (!site) return jsonError(404, 'Unknown site');
  const body = await readJson(request);
  if (body === null) return jsonError(400, 'Invalid field: body must be JSON');
  const parsed = SearchRequestSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  return Response.json(await searchStock(site, parsed.data));
}
