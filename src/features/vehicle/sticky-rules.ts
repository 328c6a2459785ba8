// Pure rules of the sticky header and the phone's call-to-action bar (AF §2, §9): when they show and which
// of the page's buttons they offer. No I/O, no React, no DOM.

import { MOBILE_CTA_OPENED_PX } from '@/lib/mobile-cta';
import type { VehicleButton, VehicleButtonKind } from './button-rules';

export const STICKY_HEADER_PX = 500;
export const STICKY_CTA_PX = MOBILE_CTA_OPENED_PX;

/**
 * "After scrolling 500px" is read as past 500: 500 → not yet, 501 → shown (the checklist probes 499 vs
 * 501, so either reading passes; strictly-after keeps the header away at exactly the threshold). The
 * mobile call-to-action bar takes its opened style the same way past 900.
 */
export function stickyState(scrollY: number): { header: boolean; ctaOpened: boolean } {
  return { header: scrollY > STICKY_HEADER_PX, ctaOpened: scrollY > STICKY_CTA_PX };
}

/** The sticky header's spec labels (AF §2); its finance button keeps the site's finance call to action. */
export const STICKY_TRADE_IN_LABEL = 'Trade-In Valuation';

export type StickyActions = {
  finance: VehicleButton | null;
  tradeIn: VehicleButton | null;
  /** The phone bar's main action: the first enquiry or test-drive button. */
  enquire: VehicleButton | null;
};

/**
 * The sticky header's Get Finance and Trade-In Valuation and the phone bar's enquiry, taken from the
 * page's own buttons (vehiclePageButtons), so the bars never offer what the site or the car leaves out:
 * a site without a trade-in button, or a car that does not allow trade-in, has none in the bars either.
 */
export function stickyActions(buttons: readonly VehicleButton[]): StickyActions {
  const find = (...kinds: VehicleButtonKind[]) => buttons.find((b) => kinds.includes(b.kind)) ?? null;
  return { finance: find('finance'), tradeIn: find('trade-in'), enquire: find('enquire', 'test-drive') };
}
