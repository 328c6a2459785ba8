import 'server-only';
import { getDb } from '@/db';
import { tenantRoute } from '@/lib/api-route';
import { jsonError, readJson } from '@/lib/http';
import { platformKey } from '@/lib/platform-key';
import { shopperFromRequest } from '@/session';
import type { Site } from '@/tenancy/get-site';
import { requestShopperOrigin } from '@/tenancy/site-origin';
import {
  listSavedSearches,
  type Outcome,
  removeSavedSearch,
  saveSearch,
  unsubscribe,
  unsubscribeTarget,
} from './server';

// The saved searches' API (README, API): the route files under src/app/api only bind these to paths.

const answer = (outcome: Outcome) =>
  Response.json(outcome.body, { status: outcome.status, headers: { 'cache-control': 'no-store' } });

async function body(request: Request): Promise<Record<string, unknown> | Response> {
  const parsed = await readJson(request);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return jsonError(400, 'Invalid field: body must be a JSON object');
  return parsed as Record<string, unknown>;
}

export const listSavedSearchesRoute = tenantRoute(async (request, site) =>
  answer(await listSavedSearches(await getDb(), site, await shopperFromRequest(request, site))),
);

export const saveSearchRoute = tenantRoute(async (request, site) => {
  const input = await body(request);
  if (input instanceof Response) return input;
  const shopper = await shopperFromRequest(request, site);
  return answer(
    await saveSearch(await getDb(), site, shopper, input, requestShopperOrigin(request, site.config)),
  );
});

export const removeSavedSearchRoute = tenantRoute<{ params: Promise<{ id: string }> }>(
  async (request, site, { params }) => {
    const { id } = await params;
    return answer(await removeSavedSearch(await getDb(), site, await shopperFromRequest(request, site), id));
  },
);

export const unsubscribeRoute = tenantRoute(async (request, site) => {
  const input = await body(request);
  if (input instanceof Response) return input;
  return answer(await unsubscribe(await getDb(), site, input, platformKey()));
});

/** The unsubscribe page's saved search (see unsubscribeTarget). */
export async function unsubscribeTargetFor(site: Site, token: string | null) {
  return unsubscribeTarget(await getDb(), site, token, platformKey());
}
