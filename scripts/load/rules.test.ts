import { describe, expect, it } from 'vitest';
import { parseOptions } from './options';
import { type KindFigures, memoryTrend, percentile, summariseKind, verdicts } from './rules';

const figures = (over: Partial<KindFigures> = {}): KindFigures => ({
  count: 100,
  errors: 0,
  p50_ms: 10,
  p95_ms: 50,
  p99_ms: 80,
  requests_per_s: 10,
  ...over,
});

const healthy = {
  name: 'phase 1',
  kinds: {
    'home page': figures(),
    'results page': figures(),
    'vehicle page': figures(),
    'search API': figures(),
  },
  leadsLost: 0,
  memoryGrowthMb: null,
};

describe('latency figures', () => {
  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('summarises a kind of request over the run', () => {
    expect(summariseKind([30, 10, 20, 40], 1, 2)).toEqual({
      count: 4,
      errors: 1,
      p50_ms: 20,
      p95_ms: 40,
      p99_ms: 40,
      requests_per_s: 2,
    });
  });
});

describe('memory trend', () => {
  it('ignores the warm-up and measures growth by the fitted slope', () => {
    const samples = [
      { atS: 0, rssMb: 100 },
      { atS: 60, rssMb: 300 },
      ...Array.from({ length: 49 }, (_, i) => ({ atS: 120 + i * 10, rssMb: 400 + i * 0.5 })),
    ];
    expect(memoryTrend(samples)).toEqual({ samples: 49, slope_mb_per_min: 3, growth_mb: 24 });
  });

  it('reads a 40 MB sawtooth without growth as (next to) none', () => {
    const samples = Array.from({ length: 60 }, (_, i) => ({ atS: 120 + i * 10, rssMb: i % 2 ? 420 : 380 }));
    expect(Math.abs(memoryTrend(samples)?.growth_mb ?? 99)).toBeLessThan(5);
  });

  it('has no trend without three samples after warm-up', () => {
    expect(memoryTrend([{ atS: 130, rssMb: 1 }])).toBeNull();
  });
});

describe('targets', () => {
  it('passes a healthy phase', () => {
    expect(verdicts(healthy).every((v) => v.pass)).toBe(true);
  });

  it('fails on any error, a lost or unchecked lead, a slow page or a missing kind', () => {
    const failed = (phase: Parameters<typeof verdicts>[0]) =>
      verdicts(phase)
        .filter((v) => !v.pass)
        .map((v) => v.target);
    expect(failed({ ...healthy, kinds: { ...healthy.kinds, enquiry: figures({ errors: 1 }) } })).toEqual([
      'phase 1: zero errors',
    ]);
    expect(failed({ ...healthy, leadsLost: 1 })).toHaveLength(1);
    expect(failed({ ...healthy, leadsLost: null })).toHaveLength(1);
    expect(
      failed({ ...healthy, kinds: { ...healthy.kinds, 'vehicle page': figures({ p95_ms: 151 }) } }),
    ).toEqual(['phase 1: vehicle page p95 ≤ 150 ms']);
    expect(
      failed({ ...healthy, kinds: { ...healthy.kinds, 'search API': figures({ p99_ms: 501 }) } }),
    ).toHaveLength(1);
    expect(failed({ ...healthy, kinds: { ...healthy.kinds, 'home page': undefined } })).toHaveLength(1);
  });

  it('bounds memory growth only when asked, and fails it unmeasured', () => {
    expect(verdicts({ ...healthy, memoryGrowthMb: 64 }).every((v) => v.pass)).toBe(true);
    expect(verdicts({ ...healthy, memoryGrowthMb: 65 }).at(-1)?.pass).toBe(false);
    expect(verdicts({ ...healthy, memoryGrowthMb: Number.NaN }).at(-1)).toMatchObject({
      pass: false,
      measured: 'not measured',
    });
  });
});

describe('options', () => {
  it('defaults to 200 shoppers reading each page 2 s for 60 s, both phases', () => {
    expect(parseOptions([])).toEqual({
      connections: 200,
      durationS: 60,
      thinkS: 2,
      phases: [1, 2],
      minutes: null,
      url: null,
      port: null,
    });
  });

  it('runs each phase for the minutes of a soak run, and one given server alone', () => {
    expect(parseOptions(['--minutes', '10', '--phase', '2'])).toMatchObject({
      durationS: 600,
      phases: [2],
      minutes: 10,
    });
    expect(parseOptions(['--url=http://127.0.0.1:3000'])).toMatchObject({
      phases: [1],
      url: 'http://127.0.0.1:3000',
    });
  });

  it.each([
    ['0', 0],
    ['0.5', 0.5],
    ['60', 60],
  ])('reads --think %s as %d s', (value, thinkS) => {
    expect(parseOptions(['--think', value]).thinkS).toBe(thinkS);
  });

  it.each(['-1', '60.1', 'x', ''])('refuses --think %j, naming it', (value) => {
    expect(() => parseOptions([`--think=${value}`])).toThrow('--think');
  });

  it('names the option it refuses', () => {
    expect(() => parseOptions(['--connections', '0'])).toThrow('--connections');
    expect(() => parseOptions(['--phase', '3'])).toThrow('--phase');
    expect(() => parseOptions(['--minutes', '2'])).toThrow('--minutes');
    expect(() => parseOptions(['--url', 'nowhere'])).toThrow('--url');
    expect(() => parseOptions(['--url', 'http://127.0.0.1:3000', '--phase', '2'])).toThrow('--url');
  });
});
