import type { Breach } from '@/compliance/rules';
import { consolePaths } from '@/lib/console-paths';
import { groupOfPath } from './settings/setting-groups';

/** Where a breach is fixed in the console: the setting's group, the location, the page's editor. */
export function breachLink(site: string, breach: Breach): string | null {
  if (breach.scope === 'page') return consolePaths.contentEdit(site, breach.where.split(' ')[0]);
  if (breach.scope === 'stock') return null;
  if (breach.where.startsWith('locations.')) return consolePaths.location(site, breach.where.split('.')[1]);
  const group = groupOfPath(breach.where);
  return group ? consolePaths.settingsGroup(site, group.id) : null;
}
