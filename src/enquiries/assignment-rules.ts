// Which assignment rule takes a new lead, and who is next on it. Pure.

export type AssignmentRule = {
  id: number;
  /** null: any dealership, any location. */
  dealershipId: number | null;
  locationId: number | null;
  /** Empty: every kind of lead. */
  kinds: string[];
  lastAssigneeId: string | null;
};

/**
 * The rule for a lead: of the rules that take it (its dealership, location and kind, or any), the most
 * specific (a location over a dealership over the whole site; a named kind over every kind); the older
 * rule of two alike.
 */
export function ruleFor<R extends AssignmentRule>(
  rules: readonly R[],
  lead: { dealershipId: number | null; locationId: number | null; kind: string },
): R | null {
  const takes = (rule: R) =>
    (rule.dealershipId === null || rule.dealershipId === lead.dealershipId) &&
    (rule.locationId === null || rule.locationId === lead.locationId) &&
    (rule.kinds.length === 0 || rule.kinds.includes(lead.kind));
  const weight = (rule: R) =>
    (rule.locationId !== null ? 4 : 0) +
    (rule.dealershipId !== null ? 2 : 0) +
    (rule.kinds.length > 0 ? 1 : 0);
  let best: R | null = null;
  for (const rule of rules)
    if (
      takes(rule) &&
      (best === null || weight(rule) > weight(best) || (weight(rule) === weight(best) && rule.id < best.id))
    )
      best = rule;
  return best;
}

/** Round robin: the first member after the last one given a lead (in the members' order), else the first. */
export function nextAssignee(members: readonly string[], last: string | null): string | null {
  if (members.length === 0) return null;
  if (last === null) return members[0];
  return members.find((id) => id > last) ?? members[0];
}
