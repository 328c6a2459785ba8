import 'server-only';
import { getDb } from '@/db';
import { apiRoute } from '@/lib/api-route';
import { jsonError } from '@/lib/http';
import { hasPlatformKey, missingPlatformKey } from '@/lib/platform-key';
import { isValidName } from '@/tenancy/site-store';
import { siteCompliance } from './check';

// GET /api/admin/sites/{slug}/compliance (platform key) → { slug, breaches }: what `npm run compliance`
// asks a running server that holds the embedded database.
export const complianceRoute = apiRoute(async (request, context: { params: Promise<{ slug: string }> }) => {
  if (!hasPlatformKey(request.headers)) return missingPlatformKey();
  const { slug } = await context.params;
  if (!isValidName(slug))
    return jsonError(400, 'Invalid slug', [
      { field: 'slug', message: 'expected lowercase letters, digits and dashes' },
    ]);
  const breaches = await siteCompliance(await getDb(), slug, new Date());
  return breaches ? Response.json({ slug, breaches }) : jsonError(404, `No site '${slug}'`);
});
