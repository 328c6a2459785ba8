import 'server-only';
import { roleOnSite, type Staff } from '@/staff';
import type { StockViewer } from './stock-list';

/** The cars a member may see on a site: its dealerships, or those of their scope among them. */
export function stockViewer(
  staff: Staff,
  site: { id: number; slug: string; dealershipIds: number[] },
): StockViewer | null {
  const role = roleOnSite(staff, site);
  if (!role) return null;
  const own = role.dealershipIds;
  return {
    siteId: site.id,
    dealershipIds: own.length ? site.dealershipIds.filter((id) => own.includes(id)) : site.dealershipIds,
  };
}
