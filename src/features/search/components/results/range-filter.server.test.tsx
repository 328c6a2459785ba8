import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_ABOVE_MAX_MESSAGE } from '@/search/slider-rules';
import { RangeFilter } from './range-filter';

// On the server (no window): a results page asked for with a price above the site's range is rendered
// without a line in the server's log; the shopper's console gets it once the page runs (SV §8).

afterEach(() => vi.restoreAllMocks());

describe('RangeFilter on the server', () => {
  it('logs nothing for an out-of-range refinement', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToString(
      <RangeFilter
        title="Price"
        field="price"
        bounds={{ min: 0, max: 50_000, step: 1000 }}
        param="0:900000"
        format={(n) => `$${n}`}
        onChange={() => {}}
      />,
    );
    expect(html).toContain('Price');
    expect(warn).not.toHaveBeenCalledWith(SLIDER_ABOVE_MAX_MESSAGE);
  });
});
