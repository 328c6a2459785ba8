import { describe, expect, it } from 'vitest';
import { createRegistry, escapeHelp, escapeLabelValue, formatValue } from './prometheus.ts';

describe('escaping', () => {
  it('escapes HELP text: backslash and line feed', () => {
    expect(escapeHelp('a\\b\nc "d"')).toBe('a\\\\b\\nc "d"');
  });

  it('escapes label values: backslash, double quote and line feed', () => {
    expect(escapeLabelValue('C:\\x "q"\nz')).toBe('C:\\\\x \\"q\\"\\nz');
  });

  it.each([
    [0, '0'],
    [42, '42'],
    [0.25, '0.25'],
    [1e-7, '1e-7'],
    [Number.POSITIVE_INFINITY, '+Inf'],
    [Number.NEGATIVE_INFINITY, '-Inf'],
    [Number.NaN, 'NaN'],
  ])('writes %s as %s', (value, text) => {
    expect(formatValue(value)).toBe(text);
  });
});

describe('createRegistry', () => {
  it('renders a counter with HELP and TYPE, one line per label set, in the order first seen', () => {
    const registry = createRegistry();
    const failures = registry.counter({
      name: 'failures_total',
      help: 'Failed "things"\nper kind',
      labelNames: ['kind', 'final'],
    });
    failures.inc({ kind: 'email', final: 'false' });
    failures.inc({ kind: 'email', final: 'false' }, 2);
    failures.inc({ final: 'true', kind: 'a"b\\c' });
    expect(registry.render()).toBe(
      [
        '# HELP failures_total Failed "things"\\nper kind',
        '# TYPE failures_total counter',
        'failures_total{kind="email",final="false"} 3',
        'failures_total{kind="a\\"b\\\\c",final="true"} 1',
        '',
      ].join('\n'),
    );
  });

  it('shows an unlabelled counter at 0 before its first event, and never lets it go down', () => {
    const registry = createRegistry();
    const starts = registry.counter({ name: 'starts_total', help: 'Starts.' });
    expect(registry.render()).toContain('\nstarts_total 0\n');
    expect(() => starts.inc({}, -1)).toThrow(/only goes up/);
  });

  it('renders gauges as last set, NaN included', () => {
    const registry = createRegistry();
    const depth = registry.gauge({ name: 'depth', help: 'Depth.', labelNames: ['outbox'] });
    depth.set({ outbox: 'leads' }, 3);
    depth.set({ outbox: 'leads' }, 1);
    depth.set({ outbox: 'sms' }, Number.NaN);
    expect(registry.render()).toBe(
      '# HELP depth Depth.\n# TYPE depth gauge\ndepth{outbox="leads"} 1\ndepth{outbox="sms"} NaN\n',
    );
  });

  it('renders a histogram: cumulative buckets, +Inf, sum and count, le after the labels', () => {
    const registry = createRegistry();
    const latency = registry.histogram({
      name: 'latency_seconds',
      help: 'Latency.',
      labelNames: ['kind'],
      buckets: [0.1, 0.5, 1],
    });
    for (const value of [0.05, 0.1, 0.3, 0.7, 2]) latency.observe({ kind: 'page' }, value);
    expect(registry.render()).toBe(
      [
        '# HELP latency_seconds Latency.',
        '# TYPE latency_seconds histogram',
        'latency_seconds_bucket{kind="page",le="0.1"} 2',
        'latency_seconds_bucket{kind="page",le="0.5"} 3',
        'latency_seconds_bucket{kind="page",le="1"} 4',
        'latency_seconds_bucket{kind="page",le="+Inf"} 5',
        'latency_seconds_sum{kind="page"} 3.15',
        'latency_seconds_count{kind="page"} 5',
        '',
      ].join('\n'),
    );
  });

  it('observes into a series bound once as into the same labels given each time', () => {
    const registry = createRegistry();
    const latency = registry.histogram({
      name: 'latency_seconds',
      help: 'Latency.',
      labelNames: ['kind'],
      buckets: [0.1, 0.5, 1],
    });
    const page = latency.labels({ kind: 'page' });
    for (const value of [0.05, 0.1, 0.3]) page.observe(value);
    for (const value of [0.7, 2]) latency.observe({ kind: 'page' }, value);
    expect(registry.render()).toContain('latency_seconds_bucket{kind="page",le="0.1"} 2');
    expect(registry.render()).toContain('latency_seconds_bucket{kind="page",le="1"} 4');
    expect(registry.render()).toContain('latency_seconds_count{kind="page"} 5');
    expect(() => latency.labels({ kind: 'page', extra: 'x' } as never)).toThrow(/takes the labels/);
  });

  it('shows an unlabelled histogram empty before its first observation', () => {
    const registry = createRegistry();
    registry.histogram({ name: 'search_seconds', help: 'Search.', buckets: [0.01] });
    expect(registry.render()).toBe(
      [
        '# HELP search_seconds Search.',
        '# TYPE search_seconds histogram',
        'search_seconds_bucket{le="0.01"} 0',
        'search_seconds_bucket{le="+Inf"} 0',
        'search_seconds_sum 0',
        'search_seconds_count 0',
        '',
      ].join('\n'),
    );
  });

  it('refuses what would render a broken exposition', () => {
    const registry = createRegistry();
    expect(() => registry.counter({ name: 'bad-name', help: 'x' })).toThrow(/metric name/);
    expect(() => registry.counter({ name: 'x_total', help: '' })).toThrow(/help/);
    expect(() => registry.gauge({ name: 'g', help: 'x', labelNames: ['bad-label'] })).toThrow(/label name/);
    expect(() => registry.gauge({ name: 'g2', help: 'x', labelNames: ['__reserved'] })).toThrow(/label name/);
    expect(() => registry.histogram({ name: 'h', help: 'x', labelNames: ['le'], buckets: [1] })).toThrow(
      /label name/,
    );
    expect(() => registry.histogram({ name: 'h2', help: 'x', buckets: [1, 1] })).toThrow(/increasing/);
    expect(() => registry.histogram({ name: 'h3', help: 'x', buckets: [] })).toThrow(/increasing/);
    registry.counter({ name: 'twice_total', help: 'x' });
    expect(() => registry.counter({ name: 'twice_total', help: 'x' })).toThrow(/defined twice/);
  });

  it('refuses a sample with missing or unknown labels', () => {
    const registry = createRegistry();
    const gauge = registry.gauge({ name: 'g', help: 'x', labelNames: ['a'] });
    expect(() => gauge.set({} as { a: string }, 1)).toThrow(/takes the labels \[a\]/);
    expect(() => gauge.set({ a: '1', b: '2' } as { a: string }, 1)).toThrow(/takes the labels/);
  });
});
