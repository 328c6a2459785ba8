// A small Prometheus registry: counters, gauges and histograms with fixed label names, rendered in the
// text exposition format (version 0.0.4). Pure and in memory: each process keeps and serves its own.

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

type Labels<L extends string> = [L] extends [never] ? Record<string, never> : Record<L, string>;
type Definition<L extends string> = { name: string; help: string; labelNames?: readonly L[] };

export type Counter<L extends string = never> = { inc(labels: Labels<L>, by?: number): void };
export type Gauge<L extends string = never> = { set(labels: Labels<L>, value: number): void };
export type Histogram<L extends string = never> = {
  observe(labels: Labels<L>, value: number): void;
  /** One series, bound once: for a hot path that observes the same labels many times. */
  labels(labels: Labels<L>): { observe(value: number): void };
};

export type Registry = {
  counter<L extends string = never>(definition: Definition<L>): Counter<L>;
  gauge<L extends string = never>(definition: Definition<L>): Gauge<L>;
  histogram<L extends string = never>(
    definition: Definition<L> & { buckets: readonly number[] },
  ): Histogram<L>;
  render(): string;
};

/** What every metric renders: its HELP, TYPE and sample lines. */
type Lines = { lines(): string[] };
/** Label values as given, checked against the metric's label names at run time. */
type AnyLabels = Readonly<Record<string, unknown>>;
type Pair = readonly [string, unknown];

/** HELP text: backslash and line feed escaped. */
export function escapeHelp(text: string): string {
  return String(text).replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

/** A label value: backslash, double quote and line feed escaped. */
export function escapeLabelValue(value: string): string {
  return String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** A sample value: integers and decimals as JavaScript writes them, infinities as +Inf/-Inf, NaN as NaN. */
export function formatValue(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return Number.isNaN(value) ? 'NaN' : String(value);
}

/** `{a="1",b="2"}` for the pairs given, '' for none. */
function labelText(pairs: readonly Pair[]): string {
  if (pairs.length === 0) return '';
  return `{${pairs.map(([name, value]) => `${name}="${escapeLabelValue(String(value))}"`).join(',')}}`;
}

function checkDefinition(
  { name, help, labelNames = [] }: Definition<string>,
  reserved: readonly string[] = [],
): void {
  if (!METRIC_NAME.test(name)) throw new Error(`Invalid metric name '${name}'`);
  if (typeof help !== 'string' || help.length === 0) throw new Error(`Metric '${name}' needs its help`);
  for (const label of labelNames) {
    if (!LABEL_NAME.test(label) || label.startsWith('__') || reserved.includes(label)) {
      throw new Error(`Invalid label name '${label}' on metric '${name}'`);
    }
  }
  if (new Set(labelNames).size !== labelNames.length) throw new Error(`Repeated label on metric '${name}'`);
}

/** Series are kept per label values, in the order of the metric's label names; every name is required. */
function seriesKey(name: string, labelNames: readonly string[], labels: AnyLabels = {}): string {
  const given = Object.keys(labels);
  if (given.length !== labelNames.length || !labelNames.every((label) => label in labels)) {
    throw new Error(
      `Metric '${name}' takes the labels [${labelNames.join(', ')}], got [${given.join(', ')}]`,
    );
  }
  return JSON.stringify(labelNames.map((label) => String(labels[label])));
}

function pairsOf(labelNames: readonly string[], key: string): Pair[] {
  const values: string[] = JSON.parse(key);
  return labelNames.map((label, i) => [label, values[i]]);
}

function header(name: string, help: string, type: string): string[] {
  return [`# HELP ${name} ${escapeHelp(help)}`, `# TYPE ${name} ${type}`];
}

function counter({ name, help, labelNames = [] }: Definition<string>): Counter<string> & Lines {
  checkDefinition({ name, help, labelNames });
  const series = new Map<string, number>();
  // A counter without labels reads 0 before its first event, so a rate over it starts from the start.
  if (labelNames.length === 0) series.set(seriesKey(name, labelNames), 0);
  return {
    inc(labels: AnyLabels, by = 1) {
      if (!(by >= 0)) throw new Error(`Counter '${name}' only goes up (got ${by})`);
      const key = seriesKey(name, labelNames, labels);
      series.set(key, (series.get(key) ?? 0) + by);
    },
    lines() {
      return [
        ...header(name, help, 'counter'),
        ...[...series].map(
          ([key, value]) => `${name}${labelText(pairsOf(labelNames, key))} ${formatValue(value)}`,
        ),
      ];
    },
  };
}

function gauge({ name, help, labelNames = [] }: Definition<string>): Gauge<string> & Lines {
  checkDefinition({ name, help, labelNames });
  const series = new Map<string, number>();
  return {
    set(labels: AnyLabels, value: number) {
      series.set(seriesKey(name, labelNames, labels), value);
    },
    lines() {
      return [
        ...header(name, help, 'gauge'),
        ...[...series].map(
          ([key, value]) => `${name}${labelText(pairsOf(labelNames, key))} ${formatValue(value)}`,
        ),
      ];
    },
  };
}

type HistogramEntry = { counts: number[]; sum: number; count: number };

function histogram({
  name,
  help,
  labelNames = [],
  buckets,
}: Definition<string> & { buckets: readonly number[] }): Histogram<string> & Lines {
  checkDefinition({ name, help, labelNames }, ['le']);
  if (
    !Array.isArray(buckets) ||
    buckets.length === 0 ||
    buckets.some((bound, i) => !Number.isFinite(bound) || (i > 0 && bound <= buckets[i - 1]))
  ) {
    throw new Error(`Histogram '${name}' needs finite bucket bounds in increasing order`);
  }
  const series = new Map<string, HistogramEntry>();
  const empty = (): HistogramEntry => ({ counts: buckets.map(() => 0), sum: 0, count: 0 });
  if (labelNames.length === 0) series.set(seriesKey(name, labelNames), empty());
  const entryOf = (labels: AnyLabels) => {
    const key = seriesKey(name, labelNames, labels);
    let entry = series.get(key);
    if (!entry) {
      entry = empty();
      series.set(key, entry);
    }
    return entry;
  };
  const record = (entry: HistogramEntry, value: number) => {
    let slot = 0;
    while (slot < buckets.length && value > buckets[slot]) slot += 1;
    if (slot < buckets.length) entry.counts[slot] += 1;
    entry.sum += value;
    entry.count += 1;
  };
  return {
    observe(labels: AnyLabels, value: number) {
      record(entryOf(labels), value);
    },
    /** The series of `labels`, looked up once: observing into it costs no label handling per event. */
    labels(labels: AnyLabels) {
      const entry = entryOf(labels);
      return { observe: (value: number) => record(entry, value) };
    },
    lines() {
      const lines = header(name, help, 'histogram');
      for (const [key, { counts, sum, count }] of series) {
        const pairs = pairsOf(labelNames, key);
        let cumulative = 0;
        buckets.forEach((bound, i) => {
          cumulative += counts[i];
          lines.push(`${name}_bucket${labelText([...pairs, ['le', formatValue(bound)]])} ${cumulative}`);
        });
        lines.push(`${name}_bucket${labelText([...pairs, ['le', '+Inf']])} ${count}`);
        lines.push(`${name}_sum${labelText(pairs)} ${formatValue(sum)}`);
        lines.push(`${name}_count${labelText(pairs)} ${count}`);
      }
      return lines;
    },
  };
}

/** A registry: define each metric once, then `render()` them all in the order defined. */
export function createRegistry(): Registry {
  const metrics = new Map<string, Lines>();
  const define =
    <D extends Definition<string>, M extends Lines>(make: (definition: D) => M) =>
    (definition: D): M => {
      if (metrics.has(definition.name)) throw new Error(`Metric '${definition.name}' is defined twice`);
      const metric = make(definition);
      metrics.set(definition.name, metric);
      return metric;
    };
  // The label names are checked at run time (seriesKey); the registry's types carry them to the callers.
  return {
    counter: define(counter) as Registry['counter'],
    gauge: define(gauge) as Registry['gauge'],
    histogram: define(histogram) as Registry['histogram'],
    render() {
      return `${[...metrics.values()].flatMap((metric) => metric.lines()).join('\n')}\n`;
    },
  };
}
