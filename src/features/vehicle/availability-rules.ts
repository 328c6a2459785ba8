// Pure rules of what a car's page offers by its status (SV §2, §4; AF §4): the full page, or only similar
// cars under a SOLD notice. No I/O, no React, no DOM.

import { isAvailable } from '@/inventory/status-rules';

export const SOLD_HEADING = 'SOLD';
export const SOLD_TEXT =
  "Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!";
export const SIMILAR_PROMPT = 'Like this and want something similar?';
export const FIND_SIMILAR_LABEL = 'Find Me Something Similar';
export const FIND_SIMILAR_MESSAGE = 'Can you please find me something similar?';
export const FIND_SIMILAR_SUBCATEGORY = 'Find me something similar';

/** in_stock and coming_soon are available, anything else is sold (shared with the cards). */
export function vehicleAvailability(status: string): 'available' | 'sold' {
  return isAvailable(status) ? 'available' : 'sold';
}

/**
 * What the page shows: only an in_stock car gets price and action buttons ('full'); every other
 * status gets only the similar-cars list ('similar-only', SV §2, §4). A coming_soon car is available
 * (no SOLD heading) but not in stock, so it too shows only the similar list with 'Like this and want
 * something similar?'; a sold car adds the SOLD heading and text.
 */
export function vehiclePageMode(status: string): 'full' | 'similar-only' {
  return status === 'in_stock' ? 'full' : 'similar-only';
}
