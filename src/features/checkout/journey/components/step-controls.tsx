'use client';

import { useId } from 'react';
import { useHydrated } from '@/ui/use-hydrated';
import type { Choices } from '../rules';

/** What every step between the first and the review is given by the journey. */
export type StepProps = {
  choices: Choices;
  set: (patch: Partial<Choices>) => void;
  onBack: () => void;
  onNext: () => void;
};

/** One choice of a step, as large radio cards in a fieldset named by its question. */
export function Choice<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string; hint?: string }[];
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-extrabold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex cursor-pointer items-start gap-3 rounded-site border-2 border-black/15 p-4 has-[:checked]:border-brand has-[:focus-visible]:outline has-[:focus-visible]:outline-2"
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 accent-brand"
            />
            <span>
              <span className="block font-bold">{option.label}</span>
              {option.hint && <span className="block text-sm text-gray-700">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Continue: it needs the journey's script, so it waits for hydration. */
export function Next({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || !hydrated}
      className="rounded-site bg-brand px-6 py-3 font-extrabold text-brand-contrast hover:opacity-90 disabled:opacity-50"
    >
      Continue
    </button>
  );
}

export function Back({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="font-semibold underline underline-offset-2">
      Back
    </button>
  );
}

/** Continue and Back, with what stops Continue when it is stopped. */
export function StepNav({
  onBack,
  onNext,
  nextDisabled,
  hint,
}: {
  onBack: () => void;
  onNext: () => void;
  nextDisabled?: boolean;
  hint?: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Next onClick={onNext} disabled={nextDisabled} />
      <Back onClick={onBack} />
      {hint && <p className="basis-full text-sm text-gray-700">{hint}</p>}
    </div>
  );
}
