// Australian phone numbers, as every form and sign-in reads them (AF §0, §5): one rule for leads and for
// the mobile a sign-in code is sent to.

export const PHONE_MESSAGE = 'Please enter a valid Australian phone number.';

/**
 * An Australian phone number in its national form, or null: spaces, dashes, dots and brackets dropped;
 * +61 or 61 becomes 0 (AF §5 "stored with a leading 0 when it starts with 61"). Mobiles 04xx xxx xxx,
 * landlines 02, 03, 07, 08 + 8 digits, and 13 xx xx, 1300 and 1800 numbers.
 * E.g. '+61 412 345 678' → '0412345678'; '(07) 3390 8800' → '0733908800'; '555 1234' → null.
 */
export function normaliseAuPhone(value: string | null | undefined): string | null {
  let digits = (value ?? '').trim().replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('61') && digits.length === 11) digits = `0${digits.slice(2)}`;
  if (/^0[2-478]\d{8}$/.test(digits)) return digits;
  if (/^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits)) return digits;
  return null;
}

/** A mobile number for a sign-in code: its national form (stored, '0412345678') and the international form
 * it is sent to ('+61412345678'); null for anything that is not an Australian mobile. */
export function australianMobile(
  value: string | null | undefined,
): { national: string; international: string } | null {
  const national = normaliseAuPhone(value);
  if (!national?.startsWith('04')) return null;
  return { national, international: `+61${national.slice(1)}` };
}

/**
 * A phone number as Australians write it, for reading: '0412345678' → '0412 345 678', '0733908800' →
 * '07 3390 8800', '1300227996' → '1300 227 996', '132233' → '13 22 33'. Anything else as given.
 */
export function spacedAuPhone(value: string): string {
  const n = normaliseAuPhone(value);
  if (!n) return value;
  if (n.startsWith('04')) return `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
  if (n.startsWith('0')) return `${n.slice(0, 2)} ${n.slice(2, 6)} ${n.slice(6)}`;
  if (n.length === 10) return `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
  return `${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)}`;
}
