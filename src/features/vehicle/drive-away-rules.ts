// The vehicle page's and printed sheet's drive-away figure, as text: each state's estimate worked out on
// the server, so the page's state picker carries no rates. No I/O.

import {
  carDriveAway,
  type DriveAwayEstimate,
  type DriveAwaySettings,
  type StoredCar,
} from '@/inventory/drive-away-rules';
import { driveAwayBasis, driveAwayLine, driveAwayParts } from '@/inventory/drive-away-text';
import { AU_STATES, type AuState } from '@/lib/au-states';

export type ShownDriveAway = { line: string; basis: string; parts: [label: string, amount: string][] };

export function shownDriveAway(estimate: DriveAwayEstimate): ShownDriveAway {
  return { line: driveAwayLine(estimate), basis: driveAwayBasis(estimate), parts: driveAwayParts(estimate) };
}

/**
 * The car's drive-away figure in every state, for the shopper to pick theirs; null when its price
 * already includes on-road costs (or it has none), so the page shows no estimate.
 */
export function driveAwayByState(
  car: StoredCar,
  settings: DriveAwaySettings,
): Partial<Record<AuState, ShownDriveAway>> | null {
  const byState: Partial<Record<AuState, ShownDriveAway>> = {};
  for (const state of AU_STATES) {
    const estimate = carDriveAway(car, settings, state);
    if (estimate) byState[state] = shownDriveAway(estimate);
  }
  return byState[settings.state] ? byState : null;
}
