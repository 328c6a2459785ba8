// Australia's states and territories by their postal abbreviations, in the order a shopper's list shows
// them (the most populous first). Shared by the rego lookup and the trade-in form.

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;

export type AuState = (typeof AU_STATES)[number];

export function isAuState(value: unknown): value is AuState {
  return typeof value === 'string' && (AU_STATES as readonly string[]).includes(value);
}
