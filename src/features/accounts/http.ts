import 'server-only';
import { getDb } from '@/db';
import { tenantRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { jsonError, readJson } from '@/lib/http';
import { smsSender } from '@/lib/sms';
import { shopperFromRequest } from '@/session';
import { sessionCookie, sessionTokenOf } from '@/session/session-rules';
import { addGarageVehicle, removeGarageVehicle } from './garage';
import { accountData, deleteAccount } from './privacy';
import { ContactExistsQuerySchema, RateLimitSchema, SendCodeSchema, VerifyCodeSchema } from './schema';
import {
  askRateLimit,
  contactExists,
  contactPhoneIssue,
  type Outcome,
  phoneIssue,
  sendCode,
  signOut,
  verifyCode,
} from './server';
import { removeCar, saveCar, savedCarIds } from './watchlist';

// The accounts API's handlers (README, API): the route files under src/app/api only bind them to paths.

function answer(request: Request, outcome: Outcome): Response {
  if (outcome.status === 204) return new Response(null, { status: 204 });
  const response = Response.json(outcome.body, { status: outcome.status });
  if ('session' in outcome && outcome.session)
    response.headers.append(
      'set-cookie',
      sessionCookie(outcome.session.token, request.headers.get('host'), outcome.session.maxAgeSeconds),
    );
  return response;
}

async function body(request: Request): Promise<Record<string, unknown> | Response> {
  const parsed = await readJson(request);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return jsonError(400, 'Invalid field: body must be a JSON object');
  return parsed as Record<string, unknown>;
}

export const sendCodeRoute = tenantRoute(async (request, site) => {
  const input = await body(request);
  if (input instanceof Response) return input;
  const parsed = SendCodeSchema.safeParse(input);
  if (!parsed.success) return answer(request, phoneIssue());
  const outcome = await sendCode(
    await getDb(),
    site,
    { phone: parsed.data.phone_number, address: clientAddress(request) },
    smsSender(),
  );
  return answer(request, outcome);
});

export const verifyCodeRoute = tenantRoute(async (request, site) => {
  const input = await body(request);
  if (input instanceof Response) return input;
  // Only the mobile can fail here (the rest reads as empty when mistyped): the answer to a bad one.
  const parsed = VerifyCodeSchema.safeParse(input);
  if (!parsed.success) return answer(request, phoneIssue());
  const { phone_number, code, first_name, last_name, email } = parsed.data;
  const outcome = await verifyCode(await getDb(), site, {
    phone: phone_number,
    code,
    firstName: first_name,
    lastName: last_name,
    email,
    address: clientAddress(request),
    userAgent: request.headers.get('user-agent'),
  });
  return answer(request, outcome);
});

export const signOutRoute = tenantRoute(async (request) => {
  await signOut(await getDb(), sessionTokenOf(request.headers.get('cookie')));
  const response = new Response(null, { status: 204 });
  response.headers.append('set-cookie', sessionCookie('', request.headers.get('host'), 0));
  return response;
});

export const sessionRoute = tenantRoute(async (request, site) =>
  Response.json(
    { user: await shopperFromRequest(request, site) },
    { headers: { 'cache-control': 'no-store' } },
  ),
);

export const rateLimitRoute = tenantRoute(async (request, site) => {
  const input = await body(request);
  if (input instanceof Response) return input;
  const parsed = RateLimitSchema.safeParse(input);
  const outcome = parsed.success
    ? await askRateLimit(
        await getDb(),
        site,
        parsed.data.phone ?? parsed.data.phone_number,
        clientAddress(request),
      )
    : phoneIssue('phone');
  return Response.json(outcome.body, { status: outcome.status });
});

export const contactExistsRoute = tenantRoute(async (request) => {
  const phone = new URL(request.url).searchParams.get('phone_number') ?? undefined;
  const parsed = ContactExistsQuerySchema.safeParse({ phone_number: phone });
  const outcome = parsed.success
    ? await contactExists(await getDb(), parsed.data.phone_number, clientAddress(request))
    : contactPhoneIssue;
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if ('retryAfterSeconds' in outcome) headers['retry-after'] = String(outcome.retryAfterSeconds);
  return Response.json(outcome.body, { status: outcome.status, headers });
});

export const saveCarRoute = tenantRoute(async (request, site) => {
  const input = await body(request);
  if (input instanceof Response) return input;
  const db = await getDb();
  return answer(request, await saveCar(db, site, await shopperFromRequest(request, site), input));
});

export const removeCarRoute = tenantRoute(async (request, site) => {
  const input = await body(request);
  if (input instanceof Response) return input;
  const db = await getDb();
  return answer(request, await removeCar(db, site, await shopperFromRequest(request, site), input));
});

export const accountRoute = tenantRoute(async (request, site) => {
  const shopper = await shopperFromRequest(request, site);
  if (!shopper) return jsonError(401, 'Please sign in to see your details.');
  const data = await accountData(await getDb(), shopper);
  return Response.json(data, { headers: { 'cache-control': 'no-store' } });
});

export const deleteAccountRoute = tenantRoute(async (request, site) => {
  const shopper = await shopperFromRequest(request, site);
  if (!shopper) return jsonError(401, 'Please sign in to delete your details.');
  await deleteAccount(await getDb(), shopper);
  const response = new Response(null, { status: 204 });
  response.headers.append('set-cookie', sessionCookie('', request.headers.get('host'), 0));
  return response;
});

export const addGarageVehicleRoute = tenantRoute(async (request, site) => {
  const input = await body(request);
  if (input instanceof Response) return input;
  const db = await getDb();
  return answer(request, await addGarageVehicle(db, site, await shopperFromRequest(request, site), input));
});

export const removeGarageVehicleRoute = tenantRoute(async (request, site) => {
  const input = await body(request);
  if (input instanceof Response) return input;
  const db = await getDb();
  return answer(request, await removeGarageVehicle(db, site, await shopperFromRequest(request, site), input));
});

/** GET /api/watchlist/ids: the ids of the cars the shopper saved here, so a cached page can mark them. */
export const savedIdsRoute = tenantRoute(async (request, site) => {
  const shopper = await shopperFromRequest(request, site);
  const ids = shopper ? await savedCarIds(await getDb(), site, shopper) : [];
  return Response.json({ ids }, { headers: { 'cache-control': 'no-store' } });
});
