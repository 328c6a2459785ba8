/** '07 3390 8800' → 'tel:+61733908800'; '1300 227 996' → 'tel:1300227996' (13/1300/1800 stay local). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (/^1[38]\d+$/.test(digits)) return `tel:${digits}`;
  if (digits.startsWith('0')) return `tel:+61${digits.slice(1)}`;
  return `tel:${digits}`;
}
