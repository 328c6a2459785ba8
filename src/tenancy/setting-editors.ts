import type { z } from 'zod';
import { MANAGERS_EDIT, SiteConfigSchema } from './site-config';

// Who may change which setting of a site, read from the schema's own mark (MANAGERS_EDIT): owners change
// every setting; managers the ones marked theirs, and their locations' hours, phones, photo and map
// position, but not where the locations' leads are emailed.

const fields = SiteConfigSchema.shape as unknown as Record<string, z.ZodType>;

/** The top-level settings the schema marks as managers' too. */
export const MANAGER_SETTINGS: readonly string[] = Object.keys(fields).filter(
  (key) => fields[key].meta()?.[MANAGERS_EDIT] === true,
);

/** Whether a manager may change the setting at this path ('copy.heroTitle', 'locations.cbd.week'). */
export function managersMayChange(path: string): boolean {
  const [key, , field] = path.split('.');
  if (key === 'locations') return field !== 'leadEmails';
  return MANAGER_SETTINGS.includes(key);
}
