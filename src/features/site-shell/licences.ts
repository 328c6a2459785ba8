import type { FooterLicence } from './components/site-footer';

// Every page carries the dealer's licence numbers (each state's motor dealer law asks for them in every
// ad): one line per number, with the locations that trade under it.

export function footerLicences(
  locations: readonly { name: string; dealerLicenseNumber: string | null }[],
): FooterLicence[] {
  const byNumber = new Map<string, string[]>();
  for (const location of locations) {
    const number = location.dealerLicenseNumber?.trim();
    if (number) byNumber.set(number, [...(byNumber.get(number) ?? []), location.name]);
  }
  return [...byNumber].map(([number, places]) => ({ number, places: places.join(', ') }));
}
