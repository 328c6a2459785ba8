import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { phoneVerifications, session, signInCodes, user } from '@/db/schema';
import { australianMobile, PHONE_MESSAGE } from '@/lib/au-phone';
import type { FieldIssue } from '@/lib/http';
import { logger } from '@/lib/logger';
import { hitRateLimit, RATE_WINDOW_MS, rateSubject } from '@/lib/rate-limit';
import { SMS_SEND_TIMEOUT_MS, type SmsSender } from '@/lib/sms';
import { storableText } from '@/lib/visitor-input';
import { type Shopper, toShopper } from '@/session';
import { newSessionToken, SESSION_TTL_MS, tokenDigest } from '@/session/session-rules';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import {
  CODE_TTL_MS,
  CONTACT_CHECKS_PER_ADDRESS,
  codeIsLive,
  codeMatches,
  codeProblem,
  generateCode,
  hashCode,
  INVALID_CODE_MESSAGE,
  MAX_WRONG_TRIES,
  newSalt,
  REQUIRED_MESSAGE,
  SENDS_PER_ADDRESS,
  SENDS_PER_PHONE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './rules';
import type { ContactExistsAnswer, ContactExistsRefusal } from './schema';

// Sign-in by a one-time code to a mobile (decision 017): send a code, check it, keep a session per site.

/** An answer for a route: a status and a JSON body (the route adds the session cookie when told to). */
export type Outcome<T = unknown> =
  | { status: 200 | 201 | 204; body: T; session?: { token: string; maxAgeSeconds: number } }
  | { status: 400 | 401 | 403 | 404 | 429 | 502; body: { error: string; issues?: FieldIssue[] } };

/** The answer to a mobile that is not an Australian one (or not text at all). */
export const phoneIssue = (field = 'phone_number'): Outcome => ({
  status: 400,
  body: { error: PHONE_MESSAGE, issues: [{ field, message: PHONE_MESSAGE }] },
});
const tooMany: Outcome = { status: 429, body: { error: TOO_MANY_ATTEMPTS_MESSAGE } };
const invalidCode: Outcome = {
  status: 400,
  body: { error: INVALID_CODE_MESSAGE, issues: [{ field: 'code', message: INVALID_CODE_MESSAGE }] },
};

/** Counts one send (or one ask of /api/rate-limit) for the mobile on this site and for the address. */
export async function withinSendLimits(
  db: Db,
  site: Site,
  phone: string,
  address: string | null,
): Promise<boolean> {
  const byPhone = await hitRateLimit(db, `sign-in:${site.id}:${phone}`, {
    limit: SENDS_PER_PHONE,
    windowMs: RATE_WINDOW_MS,
  });
  const byAddress = address
    ? await hitRateLimit(db, `sign-in-address:${rateSubject(address)}`, {
        limit: SENDS_PER_ADDRESS,
        windowMs: RATE_WINDOW_MS,
      })
    : { allowed: true };
  return byPhone.allowed && byAddress.allowed;
}

/** POST /api/rate-limit: whether this mobile (and address) may try again; each ask counts. */
export async function askRateLimit(db: Db, site: Site, rawPhone: unknown, address: string | null) {
  const mobile = australianMobile(typeof rawPhone === 'string' ? rawPhone : null);
  if (!mobile) return phoneIssue('phone');
  return { status: 200 as const, body: { ok: await withinSendLimits(db, site, mobile.national, address) } };
}

/** Sends a fresh code; any earlier unused code for the mobile on this site stops working. */
export async function sendCode(
  db: Db,
  site: Site,
  input: { phone: unknown; address: string | null },
  sms: SmsSender,
  now = new Date(),
): Promise<Outcome<{ ok: true }>> {
  const mobile = australianMobile(typeof input.phone === 'string' ? input.phone : null);
  if (!mobile) return phoneIssue() as Outcome<{ ok: true }>;
  if (!(await withinSendLimits(db, site, mobile.national, input.address)))
    return tooMany as Outcome<{ ok: true }>;
  const code = generateCode();
  const salt = newSalt();
  const [row] = await db.transaction(async (tx) => {
    await tx
      .update(signInCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInCodes.siteId, site.id),
          eq(signInCodes.phone, mobile.national),
          isNull(signInCodes.usedAt),
        ),
      );
    return tx
      .insert(signInCodes)
      .values({
        siteId: site.id,
        phone: mobile.national,
        codeHash: hashCode(code, salt),
        salt,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      })
      .returning({ id: signInCodes.id });
  });
  try {
    await sms.send(
      {
        to: mobile.international,
        body: `${code} is your ${site.config.name} sign-in code. It expires in 5 minutes. Never share it.`,
      },
      { timeoutMs: SMS_SEND_TIMEOUT_MS },
    );
  } catch (error) {
    logger.error({ err: error, site: site.slug }, 'Sign-in code could not be sent');
    await db.update(signInCodes).set({ usedAt: now }).where(eq(signInCodes.id, row.id));
    return { status: 502, body: { error: UNKNOWN_ERROR_MESSAGE } };
  }
  return { status: 200, body: { ok: true } };
}

const NAME_MAX = 60;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** First and last name and email, asked of a shopper signing in for the first time. */
function newShopperIssues(input: { firstName?: unknown; lastName?: unknown; email?: unknown }): FieldIssue[] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const issues: FieldIssue[] = [];
  for (const [field, value] of [
    ['first_name', input.firstName],
    ['last_name', input.lastName],
  ] as const) {
    if (!text(value)) issues.push({ field, message: REQUIRED_MESSAGE });
    else if (text(value).length > NAME_MAX)
      issues.push({ field, message: `At most ${NAME_MAX} characters.` });
  }
  if (!text(input.email)) issues.push({ field: 'email', message: REQUIRED_MESSAGE });
  else if (!EMAIL.test(text(input.email)) || text(input.email).length > 200)
    issues.push({ field: 'email', message: 'Please enter a valid email address.' });
  return issues;
}

async function shopperByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(user).where(eq(user.phoneNumber, phone));
  return row ?? null;
}

/**
 * Checks a code and signs the shopper in on this site: a wrong code counts against it (its fifth wrong
 * answer kills it), a right one is spent at once, and a new shopper is created with the names given.
 */
export async function verifyCode(
  db: Db,
  site: Site,
  input: {
    phone: unknown;
    code: unknown;
    firstName?: unknown;
    lastName?: unknown;
    email?: unknown;
    address: string | null;
    userAgent: string | null;
  },
  now = new Date(),
): Promise<Outcome<{ user: Shopper; new_user: boolean }>> {
  type Answer = Outcome<{ user: Shopper; new_user: boolean }>;
  const mobile = australianMobile(typeof input.phone === 'string' ? input.phone : null);
  if (!mobile) return phoneIssue() as Answer;
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  const problem = codeProblem(code);
  if (problem)
    return { status: 400, body: { error: problem, issues: [{ field: 'code', message: problem }] } };

  const existing = await shopperByPhone(db, mobile.national);
  if (!existing) {
    const issues = newShopperIssues(input);
    if (issues.length) return { status: 400, body: { error: REQUIRED_MESSAGE, issues } };
  }

  const [kept] = await db
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.siteId, site.id), eq(signInCodes.phone, mobile.national)))
    .orderBy(desc(signInCodes.id))
    .limit(1);
  if (!kept) return invalidCode as Answer;
  if (kept.usedAt === null && kept.wrongTries >= MAX_WRONG_TRIES) return tooMany as Answer;
  if (!codeIsLive(kept, now)) return invalidCode as Answer;
  // The attempt is counted before the code is compared, in one conditional UPDATE, so of 50 guesses sent
  // at once only the first five are compared; a right answer spends the code, so its count never matters.
  const [attempt] = await db
    .update(signInCodes)
    .set({ wrongTries: sql`${signInCodes.wrongTries} + 1` })
    .where(and(eq(signInCodes.id, kept.id), lt(signInCodes.wrongTries, MAX_WRONG_TRIES)))
    .returning({ wrongTries: signInCodes.wrongTries });
  if (!attempt) return tooMany as Answer;
  if (!codeMatches(code, kept))
    return (attempt.wrongTries >= MAX_WRONG_TRIES ? tooMany : invalidCode) as Answer;
  // Spent by the first right answer: of two requests racing with it, one signs in.
  const spent = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(and(eq(signInCodes.id, kept.id), isNull(signInCodes.usedAt)))
    .returning({ id: signInCodes.id });
  if (!spent.length) return invalidCode as Answer;

  const dealershipSlug = visibleDealerships(site)[0]?.slug ?? null;
  const shopper =
    existing ??
    (await createShopper(db, site, mobile.national, dealershipSlug, {
      firstName: storableText(String(input.firstName)).trim(),
      lastName: storableText(String(input.lastName)).trim(),
      email: storableText(String(input.email)).trim(),
    }));
  await db.insert(phoneVerifications).values({
    websiteSlug: site.slug,
    dealershipSlug,
    verificationType: 'sms',
    userId: shopper.id,
  });
  const { token, digest } = newSessionToken();
  await db.insert(session).values({
    id: randomUUID(),
    token: digest,
    userId: shopper.id,
    siteId: site.id,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ipAddress: input.address,
    userAgent: input.userAgent?.slice(0, 400) ?? null,
  });
  return {
    status: 200,
    body: { user: toShopper(shopper), new_user: !existing },
    session: { token, maxAgeSeconds: SESSION_TTL_MS / 1000 },
  };
}

async function createShopper(
  db: Db,
  site: Site,
  phone: string,
  dealershipSlug: string | null,
  names: { firstName: string; lastName: string; email: string },
) {
  const [row] = await db
    .insert(user)
    .values({
      id: randomUUID(),
      name: `${names.firstName} ${names.lastName}`,
      firstName: names.firstName,
      lastName: names.lastName,
      email: names.email,
      phoneNumber: phone,
      phoneNumberVerified: true,
      website: site.slug,
      dealershipSlug,
    })
    .onConflictDoNothing({ target: user.phoneNumber })
    .returning();
  return row ?? ((await shopperByPhone(db, phone)) as typeof user.$inferSelect);
}

export async function signOut(db: Db, token: string | null): Promise<void> {
  if (token && token.length <= 100) await db.delete(session).where(eq(session.token, tokenDigest(token)));
}

/** GET /api/check-if-contact-exists's answer to a mobile that is not an Australian one, or none. */
export const contactPhoneIssue = {
  status: 400 as const,
  body: { data: null, error: PHONE_MESSAGE } satisfies ContactExistsRefusal,
};

/**
 * GET /api/check-if-contact-exists: whether a shopper holds this mobile (so sign-in asks their names).
 * Each ask counts against the address, as /api/rate-limit's do, so nobody can sweep numbers for accounts.
 */
export async function contactExists(db: Db, rawPhone: unknown, address: string | null) {
  const mobile = australianMobile(typeof rawPhone === 'string' ? rawPhone : null);
  if (!mobile) return contactPhoneIssue;
  if (address) {
    const limit = await hitRateLimit(db, `contact-check-address:${rateSubject(address)}`, {
      limit: CONTACT_CHECKS_PER_ADDRESS,
      windowMs: RATE_WINDOW_MS,
    });
    if (!limit.allowed)
      return {
        status: 429 as const,
        body: { data: null, error: TOO_MANY_ATTEMPTS_MESSAGE } satisfies ContactExistsRefusal,
        retryAfterSeconds: limit.retryAfterSeconds,
      };
  }
  return {
    status: 200 as const,
    body: {
      data: { exists: (await shopperByPhone(db, mobile.national)) !== null },
      error: null,
    } satisfies ContactExistsAnswer,
  };
}
