import {
  CAREERS_CATEGORY,
  type LeadForm,
  storageKeys,
  type UserDetails,
  userDetailsToKeep,
  VISITED_PAGES_MAX,
} from '@/enquiries/rules';
import { type KeyValueStorage, linkedParamsKey, readJson, writeJson } from './visit-storage';

export { enquiryCar } from './enquiry-car';
export { browserStorage, linkedParamsKey, recordVisit } from './visit-storage';

// What the browser keeps between pages (AF §3): visited pages and marketing parameters for the next lead,
// the shopper's details, the enquiry car and the success record. Each helper takes the Storage so tests
// can hand it a Map-backed one; every read survives junk and every write survives a full or disabled
// storage (Safari's private mode throws on setItem): forgetting is fine, failing a lead is not.

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/** The lead_attributes of a submission: the kept visited pages and marketing parameters. */
export function leadAttributes(storage: KeyValueStorage | null, siteSlug: string) {
  const stored = readJson(storage, storageKeys(siteSlug).visitedPages);
  const params = readJson(storage, linkedParamsKey(siteSlug));
  const pages = Array.isArray(stored) ? stored.filter((p): p is string => typeof p === 'string') : [];
  return {
    visited_pages: pages.slice(-VISITED_PAGES_MAX).map((p) => p.slice(0, 2000)),
    // The server takes keys of at most 100 and values of at most 500 characters.
    linked_query_params: isStringRecord(params)
      ? Object.fromEntries(
          Object.entries(params)
            .filter(([k]) => k.length <= 100)
            .map(([k, v]) => [k, v.slice(0, 500)]),
        )
      : {},
  };
}

// ── After a lead: what /success and the next form read ───────────────────────────────────────────

/** What the success page explains: the reply by kind of lead. */
export type SuccessKind = 'enquiry' | 'test-drive' | 'request-photos' | 'careers';

export function successKind(form: LeadForm, pickedCategory?: string | null): SuccessKind {
  if (form === 'test-drive' || form === 'request-photos') return form;
  if (form === 'careers' || (form === 'contact' && pickedCategory === CAREERS_CATEGORY)) return 'careers';
  return 'enquiry';
}

/** The success-category record (AF §3): the lead's category, the shopper's name, the car, when. */
export type SuccessRecord = {
  kind: SuccessKind;
  category: string;
  name: string;
  car: { name: string; slug: string } | null;
  booking: { date: string; time: string } | null;
  at: string;
};

/** A record older than this is someone else's visit to /success: the page stays generic. */
export const SUCCESS_RECORD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const KINDS: readonly SuccessKind[] = ['enquiry', 'test-drive', 'request-photos', 'careers'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored success record when it is whole and recent, else null. */
export function parseSuccessRecord(raw: string | null, now: Date): SuccessRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const { kind, category, name, car, booking, at } = value;
  if (!KINDS.includes(kind as SuccessKind) || typeof category !== 'string' || typeof name !== 'string')
    return null;
  const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(time) || now.getTime() - time > SUCCESS_RECORD_MAX_AGE_MS || time > now.getTime() + 60_000)
    return null;
  const validCar = isObject(car) && typeof car.name === 'string' && typeof car.slug === 'string';
  const validBooking =
    isObject(booking) &&
    typeof booking.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(booking.date) &&
    typeof booking.time === 'string' &&
    /^\d{2}:\d{2}$/.test(booking.time);
  return {
    kind: kind as SuccessKind,
    category,
    name,
    car: validCar ? { name: car.name as string, slug: car.slug as string } : null,
    booking: validBooking ? { date: booking.date as string, time: booking.time as string } : null,
    at: at as string,
  };
}

/**
 * After a lead is stored: the shopper's details (to prefill the next form), the enquiry car and the
 * success record that /success reads. Details a shopper left blank keep their earlier stored value.
 */
export function rememberLead(
  storage: KeyValueStorage | null,
  siteSlug: string,
  lead: {
    fields: Partial<Record<string, unknown>>;
    car: { id: number; name: string; slug: string } | null;
    record: SuccessRecord;
  },
): void {
  const keys = storageKeys(siteSlug);
  const earlier = readJson(storage, keys.userDetails);
  const kept: Partial<UserDetails> = {
    ...(isObject(earlier) ? userDetailsToKeep(earlier) : {}),
    ...userDetailsToKeep(lead.fields),
  };
  writeJson(storage, keys.userDetails, kept);
  if (lead.car) writeJson(storage, keys.enquiryCar, lead.car);
  writeJson(storage, keys.successCategory, lead.record);
}
