import { AU_STATES, type AuState, isAuState } from '@/lib/au-states';

// What makes a registration plate worth looking up. Standard plates are 6 characters in most states
// (NSW 'AB12CD', QLD '123ABC') and 7 in South Australia ('S123ABC') and Western Australia ('1ABC234');
// personalised plates are shorter, so only the maximum is a rule. Shoppers type plates as they read them
// ('abc-123', 'ABC 123'), so spaces, hyphens and dots are dropped before anything is checked.

export { AU_STATES, type AuState, isAuState };

export const PLATE_EMPTY_MESSAGE = 'Enter your registration number.';
export const PLATE_CHARACTERS_MESSAGE = 'Use letters and numbers only.';
export const STATE_MESSAGE = 'Choose the state the car is registered in.';

/** The longest plate each state issues. */
export const PLATE_MAX_LENGTH: Readonly<Record<AuState, number>> = {
  NSW: 6,
  VIC: 6,
  QLD: 6,
  SA: 7,
  WA: 7,
  TAS: 6,
  NT: 6,
  ACT: 6,
};

const LONGEST_PLATE = Math.max(...Object.values(PLATE_MAX_LENGTH));

/** Typed text longer than this is no plate, whatever it holds once its spaces are dropped. */
export const MAX_PLATE_INPUT = 20;

/** 'A NSW registration has up to 6 letters and numbers.'; without a state, the longest any state issues. */
export function plateTooLongMessage(state?: AuState): string {
  return state
    ? `A ${state} registration has up to ${PLATE_MAX_LENGTH[state]} letters and numbers.`
    : `A registration has up to ${LONGEST_PLATE} letters and numbers.`;
}

/** ' abc-12.3 ' → 'ABC123'. */
export function normalisePlate(text: string): string {
  return text.toUpperCase().replace(/[\s.-]+/g, '');
}

/**
 * What is wrong with a plate as typed, in the shopper's words, or null when it can be looked up. Without a
 * state (none chosen yet) it is held to the longest plate any state issues.
 */
export function plateProblem(plate: string, state?: AuState): string | null {
  const normalised = normalisePlate(plate);
  if (normalised === '') return PLATE_EMPTY_MESSAGE;
  if (!/^[A-Z0-9]+$/.test(normalised)) return PLATE_CHARACTERS_MESSAGE;
  const max = state ? PLATE_MAX_LENGTH[state] : LONGEST_PLATE;
  if (normalised.length > max || plate.length > MAX_PLATE_INPUT) return plateTooLongMessage(state);
  return null;
}

/** Null for one of the eight abbreviations exactly as listed ('NSW'); the shopper's message otherwise. */
export function stateProblem(state: unknown): string | null {
  return isAuState(state) ? null : STATE_MESSAGE;
}
