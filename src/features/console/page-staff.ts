import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { consolePaths } from '@/lib/console-paths';
import { type Staff, staffAuth } from '@/staff';
import { currentStaff } from '@/staff/current-staff';

// Who is looking at a console page: the member, or a redirect to sign in (or to set up the second factor
// their role requires, before anything else).

/** Asked once per request, however many parts of the page ask (its metadata and its body). */
export const pageStaff = cache(async (): Promise<Staff | null> => {
  const { db, auth } = await staffAuth();
  return currentStaff(db, auth, new Headers(await headers()));
});

/** The member, else off to sign in; with `allowBeforeTwoFactor`, a member who must still set it up too. */
export async function requirePageStaff(options: { allowBeforeTwoFactor?: boolean } = {}): Promise<Staff> {
  const staff = await pageStaff();
  if (!staff) redirect(consolePaths.signIn());
  if (staff.mustSetUpTwoFactor && !options.allowBeforeTwoFactor) redirect(consolePaths.twoFactor());
  return staff;
}
