// How a drive-away figure reads, on the card, the vehicle page and the printed sheet. Kept apart from
// the rates so a browser component that only shows a figure does not carry them.

import { formatAud, formatMoney } from '@/lib/money';
import type { DriveAwayEstimate } from './drive-away-rules';

const asOfFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Est. drive-away $32,651 (QLD)'; the dealer's own figure: 'Drive-away $31,990'. */
export function driveAwayLine(estimate: DriveAwayEstimate): string {
  return estimate.parts
    ? `Est. drive-away ${formatAud(estimate.total)} (${estimate.state})`
    : `Drive-away ${formatAud(estimate.total)}`;
}

/**
 * What the figure is made of and the rates' date: 'Price + stamp duty + registration + CTP + dealer
 * delivery, rates as at 1 July 2025' (no delivery part when the site charges none).
 */
export function driveAwayBasis(estimate: DriveAwayEstimate): string {
  if (!estimate.parts || !estimate.asOf) return "The dealer's drive-away price for this car";
  const delivery = estimate.parts.delivery > 0 ? ' + dealer delivery' : '';
  const asOf = asOfFormat.format(new Date(`${estimate.asOf}T00:00:00Z`));
  return `Price + stamp duty + registration + CTP${delivery}, rates as at ${asOf}`;
}

/** The estimate's parts as shown in its disclosure, in the order they add up. */
export function driveAwayParts(estimate: DriveAwayEstimate): [label: string, amount: string][] {
  const { parts, state } = estimate;
  if (!parts) return [];
  const rows: [string, number][] = [
    ['Price', parts.price],
    [`Stamp duty (${state})`, parts.stampDuty],
    ['Registration, 12 months', parts.registration],
    ['CTP insurance, 12 months', parts.ctp],
  ];
  if (parts.delivery > 0) rows.push(['Dealer delivery', parts.delivery]);
  return rows.map(([label, amount]) => [label, formatMoney(amount)]);
}
