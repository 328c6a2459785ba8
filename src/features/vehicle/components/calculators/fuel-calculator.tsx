'use client';
import { useId, useState } from 'react';
import type { Variant } from '@/db/json-types';
import { formatAud } from '@/lib/money';
import { Field, TextInput } from '@/ui/field';
import { FuelIcon } from '@/ui/icons/fuel';
import {
  type FuelInput,
  formatAudCents,
  fuelCalculatorDefaults,
  numberFromText,
  weeklyFuelCost,
  yearlyFuelCost,
} from '../../calculator-rules';

export type FuelCalculatorProps = { variant: Variant | null };

type FuelField = {
  key: keyof FuelInput;
  label: string;
  unit: string;
  step: string;
  toText: (n: number) => string;
};

const FIELDS: readonly FuelField[] = [
  {
    key: 'pricePerLitre',
    label: 'Fuel price',
    unit: '$ per litre',
    step: '0.01',
    toText: (n) => n.toFixed(2),
  },
  { key: 'kmPerWeek', label: 'Distance driven', unit: 'km per week', step: '10', toText: String },
  { key: 'litresPer100', label: 'Fuel consumption', unit: 'L/100km', step: '0.1', toText: String },
];

/** The fuel cost calculator (AF §2, §9): price, distance and consumption → weekly and yearly cost. */
export function FuelCalculator({ variant }: FuelCalculatorProps) {
  const id = useId();
  const defaults = fuelCalculatorDefaults(variant);
  // Kept as typed, so a half-typed '1.' stays in the box; a blank or junk field counts as 0.
  const [text, setText] = useState<Record<keyof FuelInput, string>>(() => ({
    pricePerLitre: FIELDS[0].toText(defaults.pricePerLitre),
    kmPerWeek: FIELDS[1].toText(defaults.kmPerWeek),
    litresPer100: FIELDS[2].toText(defaults.litresPer100),
  }));
  const input: FuelInput = {
    pricePerLitre: numberFromText(text.pricePerLitre),
    kmPerWeek: numberFromText(text.kmPerWeek),
    litresPer100: numberFromText(text.litresPer100),
  };
  const ownConsumption = variant?.fuelconsumptioncombined;

  return (
    <section
      id="fuel-calculator"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-site border border-black/10 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-extrabold tracking-tight">
        <FuelIcon aria-hidden="true" className="size-6 text-brand-ink" />
        Fuel Cost Calculator
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {FIELDS.map((field) => (
          <Field key={field.key} id={`${id}-${field.key}`} label={field.label} unit={field.unit}>
            <TextInput
              type="number"
              inputMode="decimal"
              min="0"
              step={field.step}
              value={text[field.key]}
              onChange={(event) => setText({ ...text, [field.key]: event.target.value })}
              className="w-full rounded-site border border-black/20 px-3 py-2 text-lg font-bold tabular-nums focus:border-brand"
            />
          </Field>
        ))}
      </div>
      {typeof ownConsumption === 'number' && ownConsumption > 0 && (
        <p className="mt-2 text-xs text-gray-700">
          Consumption starts at this car’s combined figure of {ownConsumption} L/100km.
        </p>
      )}
      <div aria-live="polite" aria-atomic="true" className="mt-4">
        <dl className="grid gap-3 rounded-site bg-surface p-4 xs:grid-cols-2">
          <div>
            <dt className="text-sm font-bold">Weekly fuel cost</dt>
            <dd className="text-3xl font-black tabular-nums tracking-tight">
              {formatAudCents(weeklyFuelCost(input))}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-bold">Yearly fuel cost</dt>
            <dd className="text-3xl font-black tabular-nums tracking-tight">
              {formatAud(yearlyFuelCost(input))}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
