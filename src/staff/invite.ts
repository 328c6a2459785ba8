// Inviting a staff member, from the command line (the platform key) or from the console's Staff screen
// (an owner or manager): checked, stored, emailed, and the link handed back to whoever invited.

import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { dealerships, siteDealerships, sites } from '@/db/schema';
import { consolePaths } from '@/lib/console-paths';
import { BRISBANE, isoAt, stateTimeZone } from '@/lib/dates';
import { parseSiteConfig } from '@/tenancy/site-config';
import { recordAudit } from './audit';
import { createInvitation } from './invitations';
import { invitationEmail, sendStaffEmail } from './mail';
import { STAFF_ROLES } from './rules';

export const InviteRequest = z.strictObject({
  email: z.email('Enter an email address.').max(254),
  role: z.enum(STAFF_ROLES, { error: `Choose one of ${STAFF_ROLES.join(', ')}.` }),
  /** The site's slug; absent for a platform admin. */
  site: z.string().min(1).max(100).optional(),
  /** Dealership slugs of the site the member is limited to; empty: all of them. */
  dealerships: z.array(z.string().min(1).max(100)).max(100).default([]),
});
export type InviteRequest = z.infer<typeof InviteRequest>;

export type InviteOutcome =
  | {
      ok: true;
      link: string;
      email: string;
      /** When the link stops working, ISO 8601 on the site's clock ('2026-12-05T08:07:10+10:00'). */
      expiresAt: string;
      emailed: boolean;
    }
  | { ok: false; field: 'site' | 'dealerships' | 'email'; error: string };

type Place =
  | { error: string; field: 'site' | 'dealerships' }
  | {
      error?: undefined;
      siteId: number | null;
      siteName: string | null;
      dealershipIds: number[];
      /** The site's clock (its default state's), Brisbane's for every site. */
      timeZone: string;
    };

/** Where the invitation is for: the site and the dealership ids, or the field that names nothing. */
async function place(db: Db, request: InviteRequest): Promise<Place> {
  if (request.role === 'platform_admin') {
    if (request.site || request.dealerships.length > 0)
      return { error: 'A platform admin has every site: name no site or dealership.', field: 'site' };
    return { siteId: null, siteName: null, dealershipIds: [], timeZone: BRISBANE };
  }
  if (!request.site) return { error: 'Name the site the member works on.', field: 'site' };
  const [site] = await db
    .select({ id: sites.id, name: sites.name, config: sites.config })
    .from(sites)
    .where(eq(sites.slug, request.site));
  if (!site) return { error: `No site is called '${request.site}'.`, field: 'site' };
  const wanted = [...new Set(request.dealerships)];
  const found = wanted.length
    ? await db
        .select({ id: dealerships.id, slug: dealerships.slug })
        .from(dealerships)
        .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, dealerships.id))
        .where(and(eq(siteDealerships.siteId, site.id), inArray(dealerships.slug, wanted)))
    : [];
  const missing = wanted.filter((slug) => !found.some((d) => d.slug === slug));
  if (missing.length > 0)
    return { error: `Not a dealership of ${request.site}: ${missing.join(', ')}.`, field: 'dealerships' };
  return {
    siteId: site.id,
    siteName: site.name,
    dealershipIds: found.map((d) => d.id).sort((a, b) => a - b),
    timeZone: stateTimeZone(parseSiteConfig(request.site, site.config).defaultState),
  };
}

export async function inviteStaff(
  db: Db,
  request: InviteRequest,
  context: {
    invitedBy: string;
    actorId: string | null;
    consoleOrigin: string;
    now: Date;
    ip: string | null;
    /** The inviter's own dealerships when their role is limited to some: the invitation must be too. */
    limitTo?: number[];
  },
): Promise<InviteOutcome> {
  const where = await place(db, request);
  if (where.error !== undefined) return { ok: false, field: where.field, error: where.error };
  const limit = context.limitTo ?? [];
  if (
    limit.length > 0 &&
    (where.dealershipIds.length === 0 || where.dealershipIds.some((id) => !limit.includes(id)))
  )
    return { ok: false, field: 'dealerships', error: 'Name only dealerships you work for yourself.' };
  const { token, invitation } = await createInvitation(
    db,
    {
      email: request.email,
      role: request.role,
      siteId: where.siteId,
      dealershipIds: where.dealershipIds,
      invitedBy: context.invitedBy,
    },
    context.now,
  );
  const link = `${context.consoleOrigin}${consolePaths.invitation(token)}`;
  await recordAudit(db, {
    action: 'staff.invited',
    actorId: context.actorId,
    actorEmail: context.invitedBy,
    siteId: where.siteId,
    subjectType: 'invitation',
    subjectId: String(invitation.id),
    after: { email: invitation.email, role: invitation.role, dealershipIds: invitation.dealershipIds },
    ip: context.ip,
  });
  let emailed = true;
  try {
    await sendStaffEmail(
      invitation.email,
      invitationEmail({
        link,
        role: invitation.role,
        siteName: where.siteName,
        invitedBy: context.invitedBy,
      }),
      'invitation',
    );
  } catch {
    // The link is handed back either way: the inviter can pass it on by other means.
    emailed = false;
  }
  return {
    ok: true,
    link,
    email: invitation.email,
    expiresAt: isoAt(invitation.expiresAt, where.timeZone),
    emailed,
  };
}
