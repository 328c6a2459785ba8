import { storageKeys } from '@/enquiries/visit-rules';
import { type KeyValueStorage, readJson } from './visit-storage';

// Apart from lead-storage.ts, whose lead rules the home page's reminder must not load, and from
// visit-storage.ts, which every page loads.

/** The car of the shopper's last enquiry on this site (AF §3 'enquiry car'), or null when none is whole. */
export function enquiryCar(storage: KeyValueStorage | null, siteSlug: string) {
  const value = readJson(storage, storageKeys(siteSlug).enquiryCar);
  return typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'name' in value &&
    'slug' in value &&
    Number.isInteger(value.id) &&
    typeof value.name === 'string' &&
    value.name !== '' &&
    typeof value.slug === 'string' &&
    value.slug !== ''
    ? { id: value.id as number, name: value.name, slug: value.slug }
    : null;
}
