// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesCounter } from './sales-counter';

const NOON_BRISBANE = Date.parse('2026-03-10T02:00:00Z'); // 97 sold

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce') })) as never;
}

describe('SalesCounter (AF §2, §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOON_BRISBANE);
  });
  afterEach(() => vi.useRealTimers());

  it('gives screen readers the final number, not the moving digits', () => {
    preferReducedMotion(true);
    render(<SalesCounter renderedAt={NOON_BRISBANE} />);
    const counter = screen.getByTestId('sales-counter');
    expect(counter.querySelector('.sr-only')?.textContent).toBe('97');
    expect(counter.querySelector('[aria-hidden="true"]')?.textContent).toBe('97');
    expect(screen.getByRole('region', { name: 'Cars sold today' })).toBeTruthy();
  });

  it('refreshes every 150 seconds: 450 s later one more car is sold', () => {
    preferReducedMotion(true);
    render(<SalesCounter renderedAt={NOON_BRISBANE} />);
    act(() => vi.advanceTimersByTime(150_000));
    expect(screen.getByTestId('sales-counter').querySelector('.sr-only')?.textContent).toBe('97');
    act(() => vi.advanceTimersByTime(300_000));
    expect(screen.getByTestId('sales-counter').querySelector('.sr-only')?.textContent).toBe('98');
  });

  it('counts up from zero when motion is welcome', () => {
    preferReducedMotion(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.spyOn(performance, 'now').mockReturnValue(0);
    render(<SalesCounter renderedAt={NOON_BRISBANE} />);
    const digits = () =>
      screen.getByTestId('sales-counter').querySelector('[aria-hidden="true"]')?.textContent;
    act(() => frames.shift()?.(600));
    expect(Number(digits())).toBeGreaterThan(0);
    expect(Number(digits())).toBeLessThan(97);
    act(() => frames.shift()?.(1200));
    expect(digits()).toBe('97');
    vi.unstubAllGlobals();
  });
});
