import type { AuState } from '@/lib/au-states';

// A registration lookup: which vehicle a plate belongs to in a state's register. The trade-in journey
// fills in the shopper's car from it, so a shopper types a plate instead of year, make, model and badge.

/** The vehicle on a registration, as far as the register knows it. */
export type RegoVehicle = {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  body: string | null;
  colour: string | null;
  fuel: string | null;
  transmission: string | null;
  vin: string | null;
};

export interface RegoLookup {
  /**
   * The vehicle registered under `plate` (normalised: 'ABC123') in `state`; null when none is. Rejects
   * with a RegoLookupError when the register cannot be asked.
   */
  find(plate: string, state: AuState): Promise<RegoVehicle | null>;
}

/** The register did not answer, or answered with something that is no vehicle. */
export class RegoLookupError extends Error {}

/** How long a lookup may take: the shopper waits on the form, and can type the car's details instead. */
export const REGO_LOOKUP_TIMEOUT_MS = 5_000;
