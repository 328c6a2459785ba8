// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_ABOVE_MAX_MESSAGE } from '@/search/slider-rules';
import { RangeFilter } from './range-filter';

afterEach(() => vi.restoreAllMocks());

describe('RangeFilter in the browser', () => {
  it('logs an out-of-range refinement to the console (SV §8: logged only, never shown)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <RangeFilter
        title="Price"
        field="price"
        bounds={{ min: 0, max: 50_000, step: 1000 }}
        param="0:900000"
        format={(n) => `$${n}`}
        onChange={() => {}}
      />,
    );
    expect(warn).toHaveBeenCalledWith(SLIDER_ABOVE_MAX_MESSAGE);
  });
});
