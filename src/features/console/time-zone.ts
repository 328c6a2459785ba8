import 'server-only';
import { BRISBANE, stateTimeZone } from '@/lib/dates';
import type { Staff } from '@/staff';
import { getSite } from '@/tenancy/get-site';

/**
 * The clock the console shows a member's own times on (their sessions, their audit rows): the first site
 * they work on, in its default state; a platform admin without a site of their own, Brisbane's.
 */
export async function staffTimeZone(staff: Staff): Promise<string> {
  const slug = staff.roles.find((role) => role.siteSlug)?.siteSlug;
  const site = slug ? await getSite(slug) : null;
  return site ? stateTimeZone(site.config.defaultState) : BRISBANE;
}

/** The clock a site's screens show times on: its default state's. */
export async function siteTimeZone(slug: string): Promise<string> {
  const site = await getSite(slug);
  return site ? stateTimeZone(site.config.defaultState) : BRISBANE;
}
