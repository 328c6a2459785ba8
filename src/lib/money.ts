const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** 34990 → '$34,990' (whole dollars, as dealers advertise). */
export function formatAud(amount: number): string {
  return aud.format(Math.round(amount));
}

/** 45210 → '45,210' (e.g. odometer readings). */
export function formatNumber(value: number): string {
  return plain.format(Math.round(value));
}

const audCents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** 20000 → '$200.00' (a payment in whole cents, shown to the cent). */
export function formatAudCents(cents: number): string {
  return audCents.format(cents / 100);
}

/**
 * Whole dollars unless there are cents to show: 395 → '$395', 1360.5 → '$1,360.50', 649.5 → '$649.50',
 * 912.25 → '$912.25'. Fees like 1,360.50 must not be rounded to a figure the lender never charges.
 */
export function formatMoney(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? formatAud(cents / 100) : audCents.format(cents / 100);
}
