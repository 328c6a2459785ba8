export const PROMETHEUS_CONTENT_TYPE: string;
export function escapeHelp(text: string): string;
export function escapeLabelValue(value: string): string;
export function formatValue(value: number): string;

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
export function createRegistry(): Registry;
