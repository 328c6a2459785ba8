import { describe, expect, it } from 'vitest';
import { type UsedComparable, usedCarValue } from './used-value-rules';

// A market made by a known rule: new at $50,000 (an XL $40,000), 15 % a year, 2 % per 10,000 km, and a
// scatter of ±`spread` on every other car, so the fitted value and its error can be checked against it.
const rule = (year: number, km: number, base = 50_000) =>
  base * 0.85 ** (2026 - year) * 0.98 ** (km / 10_000);
function market(spread: number, badge: string | null = 'XLT', base = 50_000): UsedComparable[] {
  const cars: UsedComparable[] = [];
  let sign = 1;
  for (const year of [2021, 2022, 2023, 2024, 2025])
    for (const km of [15_000, 40_000, 70_000]) {
      cars.push({ year, km, badge, price: Math.round(rule(year, km, base) * (1 + sign * spread)) });
      sign = -sign;
    }
  return cars;
}
const car = { year: 2023, km: 45_000, badge: 'XLT' };

describe('usedCarValue', () => {
  it('brings every comparable to the car’s year and km: the rule’s value, whatever their ages', () => {
    const valued = usedCarValue(car, market(0.05));
    const expected = rule(2023, 45_000);
    expect(Math.abs((valued?.value ?? 0) - expected) / expected).toBeLessThan(0.02);
    expect(valued?.low).toBeLessThan(valued?.value ?? 0);
    expect(valued?.high).toBeGreaterThan(valued?.value ?? 0);
  });

  it.each([
    [0.01, 0.005, 0.02],
    [0.05, 0.04, 0.07],
    [0.15, 0.13, 0.2],
  ])('a market scattered ±%f gives an error between %f and %f', (spread, min, max) => {
    const valued = usedCarValue(car, market(spread));
    expect(valued?.error).toBeGreaterThan(min);
    expect(valued?.error).toBeLessThan(max);
    // The range is that error either side of the value.
    expect(Math.log((valued?.high ?? 0) / (valued?.value ?? 1))).toBeCloseTo(valued?.error ?? 0, 2);
  });

  it('gives the car’s badge its own level when the comparables have it at least twice', () => {
    const mixed = [...market(0.03, 'XL', 40_000), ...market(0.03, 'XLT', 50_000)];
    const valued = usedCarValue(car, mixed);
    expect(valued).toMatchObject({ badge: 'XLT', comparables: 30 });
    expect(Math.abs((valued?.value ?? 0) - rule(2023, 45_000)) / rule(2023, 45_000)).toBeLessThan(0.02);
    // The same cars without a level per badge: one level between the two, and a wider error.
    const pooled = usedCarValue({ ...car, badge: null }, mixed);
    expect(pooled?.badge).toBeNull();
    expect(pooled?.value).toBeLessThan(valued?.value ?? 0);
    expect(pooled?.error).toBeGreaterThan(valued?.error ?? 1);
  });

  it.each([
    [1, null],
    [2, 'XLT'],
  ])('with %i of the car’s badge → badge %s', (count, badge) => {
    const others = market(0.03, 'XL', 40_000);
    const own = market(0.03, 'XLT').slice(0, count);
    expect(usedCarValue(car, [...others, ...own])?.badge ?? null).toBe(badge);
  });

  it.each([
    [5, false], // 3 coefficients leave 2 degrees of freedom
    [6, true], // 3: the fewest
  ])('with %i comparables → valued %s', (count, valued) => {
    expect(usedCarValue({ ...car, badge: null }, market(0.05).slice(0, count)) !== null).toBe(valued);
  });

  it('leaves out comparables without a price', () => {
    const cars = market(0.05);
    const withFree = [...cars, { year: 2023, km: 45_000, badge: 'XLT', price: 0 }];
    expect(usedCarValue(car, withFree)).toEqual(usedCarValue(car, cars));
  });

  it('gives nothing when every comparable is of one year and km (the fit cannot tell their effects)', () => {
    const same = Array.from({ length: 8 }, (_, i) => ({
      year: 2023,
      km: 45_000,
      badge: null,
      price: 30_000 + i,
    }));
    expect(usedCarValue(car, same)).toBeNull();
  });
});
