import type { ReactNode } from 'react';

// Comparing cars side by side: the rows the table lines up across the cars (which cars: compare-picks).

export type Line = { label: string; value: string };
export type CompareRow = { label: string; values: (string | null)[]; differs: boolean };

/**
 * One row per label any car has, in the order they first appear, each car's value or null; `differs`
 * marks rows whose values are not all the same (for 'show differences').
 */
export function compareRows(cars: readonly (readonly Line[])[]): CompareRow[] {
  const labels: string[] = [];
  for (const lines of cars)
    for (const line of lines) if (!labels.includes(line.label)) labels.push(line.label);
  return labels.map((label) => {
    const values = cars.map((lines) => lines.find((line) => line.label === label)?.value ?? null);
    return { label, values, differs: new Set(values).size > 1 };
  });
}

/** Features as a row per feature: which cars have it. */
export function featureRows(cars: readonly (readonly string[])[]): CompareRow[] {
  const features: string[] = [];
  for (const list of cars)
    for (const feature of list) if (!features.includes(feature)) features.push(feature);
  return features.map((feature) => {
    const values = cars.map((list) => (list.includes(feature) ? 'Yes' : null));
    return { label: feature, values, differs: new Set(values).size > 1 };
  });
}

/** A car as the comparison lines it up: the figures of its printed sheet, and its price as the page draws it. */
export type ComparedCar = {
  slug: string;
  title: string;
  subtitle: string | null;
  photo: string | null;
  price: ReactNode;
  keyLines: Line[];
  specLines: Line[];
  features: string[];
};
export type Comparison = { cars: ComparedCar[]; rows: CompareRow[]; features: CompareRow[] };

/** The rows that line the cars up: their key and spec lines, then their features. */
export function comparisonOf(cars: ComparedCar[]): Comparison {
  return {
    cars,
    rows: compareRows(cars.map((car) => [...car.keyLines, ...car.specLines])),
    features: featureRows(cars.map((car) => car.features)),
  };
}
