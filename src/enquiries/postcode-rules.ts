import { isKnownPostcode } from '@/lib/geo/known-postcodes';
import { POSTCODE_FORMAT_MESSAGE, POSTCODE_REQUIRED_MESSAGE, POSTCODE_UNKNOWN_MESSAGE } from './rules';

// The postcode check (AF §5) apart from rules.ts: it carries the list of Australia's postcodes (~3 KB of
// script), which the schemas load with zod on first use, so a lead form's first load goes without it.

/**
 * The postcode's problem, or null. Empty: the required message when the site requires a postcode, else
 * fine. Otherwise exactly 4 digits ('400', '40001', '4a00' → 'Invalid postcode. Please enter a 4-digit
 * number.'), and one that names a place in Australia, as geocoding would find it ('0000', '2999' → 'Invalid
 * postcode').
 */
export function postcodeError(value: string | null | undefined, required: boolean): string | null {
  const postcode = (value ?? '').trim();
  if (postcode === '') return required ? POSTCODE_REQUIRED_MESSAGE : null;
  if (!/^\d{4}$/.test(postcode)) return POSTCODE_FORMAT_MESSAGE;
  return isKnownPostcode(postcode) ? null : POSTCODE_UNKNOWN_MESSAGE;
}
