import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';

// Event 26 is the first finance calculator interaction (AF §4, §9): sent once per car in a visit to the
// site, whichever of the page's two calculators the shopper touches first.
const tracked = new Set<number>();

export function trackFirstCalculatorUse(carId: number): void {
  if (tracked.has(carId)) return;
  tracked.add(carId);
  void track(ANALYTICS_EVENTS.firstFinanceCalculatorInteraction, { carId });
}
