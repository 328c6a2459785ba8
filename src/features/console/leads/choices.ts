import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { locations, staffRoles, staffUsers } from '@/db/schema';
import type { Site } from '@/tenancy/get-site';
import type { InboxViewer } from './inbox';

// What the inbox's filter and a lead's assignment offer: the dealerships and locations within the
// member's reach, and the site's active staff.

export type Choice = { value: string; label: string };
export type InboxChoices = {
  dealerships: Choice[];
  locations: Choice[];
  /** The locations with their dealership, for a form that narrows them by the dealership chosen. */
  locationsByDealership: (Choice & { dealershipId: string })[];
  staff: Choice[];
};

export async function inboxChoices(db: Db, viewer: InboxViewer, site: Site): Promise<InboxChoices> {
  const reach = viewer.scope.dealershipIds;
  const dealerships = site.dealerships.filter((d) => reach.length === 0 || reach.includes(d.id));
  const ids = dealerships.map((d) => d.id);
  const [places, members] = await Promise.all([
    ids.length
      ? db
          .select({ id: locations.id, name: locations.name, dealershipId: locations.dealershipId })
          .from(locations)
          .where(inArray(locations.dealershipId, ids))
          .orderBy(asc(locations.name))
      : [],
    db
      .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .innerJoin(staffRoles, eq(staffRoles.userId, staffUsers.id))
      .where(and(eq(staffRoles.siteId, viewer.siteId), isNull(staffUsers.disabledAt)))
      .orderBy(asc(staffUsers.name)),
  ]);
  return {
    dealerships: dealerships.map((d) => ({ value: String(d.id), label: d.name })),
    locations: places.map((l) => ({ value: String(l.id), label: l.name })),
    locationsByDealership: places.map((l) => ({
      value: String(l.id),
      label: l.name,
      dealershipId: String(l.dealershipId),
    })),
    staff: members.map((m) => ({ value: m.id, label: m.name || m.email })),
  };
}
