'use client';
import Link from 'next/link';
import { useId, useState } from 'react';
import { formatAud } from '@/lib/money';
import { paths, withQuery } from '@/lib/paths';
import {
  BUDGET_DEFAULTS,
  BUDGET_SLIDER,
  BUDGET_SLIDER_SORT,
  BUDGET_TERM_YEARS,
  type BudgetFrequency,
  budgetButton,
  budgetEstimate,
  budgetSearchRange,
  clampBudgetSlider,
  coerceBudgetInput,
  defaultRepayment,
  ESTIMATE_DISCLAIMER,
  formatMoneyInput,
} from '@/search/budget-rules';
import type { BudgetCarType, BudgetFinderData } from '@/search/budget-server';
import { resultsQuery } from '@/search/url-state';
import { RangeSlider } from '@/ui/range-slider';
import { FacetTile } from './facet-tile';

type Props = { data: BudgetFinderData; quickPicks: readonly number[] };

const FREQUENCIES: { value: BudgetFrequency; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'weekly', label: 'Weekly' },
];

const segment =
  'cursor-pointer rounded-site border border-black/15 px-4 py-2 text-sm font-bold has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-brand-contrast has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand';
const inputClass =
  'w-full rounded-site border border-black/20 px-3 py-2 text-lg font-bold tabular-nums focus:border-brand';
const primaryButton = 'block w-full rounded-site px-5 py-3 text-center font-bold';

/** Search links keep the results page's URL format (url-state.ts). */
function searchHref(params: [string, string][]): string {
  return withQuery(paths.search(), resultsQuery(new URLSearchParams(params)));
}

/** 'Find cars for your budget' (AF §2, §5, §9): body, car type, repayment and deposit → an estimate and a search. */
export function BudgetFinder({ data, quickPicks }: Props) {
  const id = useId();
  const [body, setBody] = useState<string | null>(null);
  const [carType, setCarType] = useState<BudgetCarType | null>(null);
  const [frequency, setFrequency] = useState<BudgetFrequency>('monthly');
  const [repayment, setRepayment] = useState<number>(BUDGET_DEFAULTS.monthly);
  const [repaymentEdited, setRepaymentEdited] = useState(false);
  const [deposit, setDeposit] = useState<number>(BUDGET_DEFAULTS.deposit);
  const [slider, setSlider] = useState<{ min: number; max: number }>({
    min: BUDGET_SLIDER.min,
    max: BUDGET_SLIDER.max,
  });

  const selectionOf = (type: BudgetCarType | null, bodyValue: string | null) =>
    data.selections.find((s) => s.carType === type && s.body === bodyValue);
  const selection = selectionOf(carType, body);
  const estimate = budgetEstimate({ repayment, frequency, deposit });
  const button = budgetButton({
    count: selection?.count ?? 0,
    lowestPrice: selection?.lowestPrice,
    estimate,
    carType,
  });
  const range = budgetSearchRange(estimate);
  const budgetHref = searchHref([
    ['price', `${range.min}:${range.max}`],
    ...(body ? [['body', body] as [string, string]] : []),
    ...(carType ? [['car_type', carType] as [string, string]] : []),
  ]);
  const sliderHref = searchHref([
    ['price', `${slider.min}:${slider.max}`],
    ['sortBy', BUDGET_SLIDER_SORT],
  ]);

  const chooseFrequency = (next: BudgetFrequency) => {
    setFrequency(next);
    if (!repaymentEdited) setRepayment(defaultRepayment(next));
  };
  const frequencyWord = frequency === 'monthly' ? 'month' : 'week';
  const repaymentLabel = frequency === 'monthly' ? 'Monthly repayment' : 'Weekly repayment';

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
        Find cars for your budget
      </h2>
      <div className="mt-5 grid gap-6 rounded-site border border-black/10 p-4 sm:p-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-5">
          {data.bodies.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-bold uppercase tracking-wide">Body type</legend>
              <ul className="grid grid-cols-2 gap-2 xs:grid-cols-3 md:grid-cols-5">
                {[null, ...data.bodies].map((value) => (
                  <li key={value ?? 'all'}>
                    <FacetTile
                      label={value ?? 'All'}
                      count={selectionOf(carType, value)?.count ?? 0}
                      selected={body === value}
                      onSelect={() => setBody(value === null || body === value ? null : value)}
                    />
                  </li>
                ))}
              </ul>
            </fieldset>
          )}

          <div className="flex flex-wrap gap-x-8 gap-y-4">
            {data.carTypes.length > 1 && (
              <fieldset>
                <legend className="mb-2 text-sm font-bold uppercase tracking-wide">Car type</legend>
                <div className="flex flex-wrap gap-2">
                  {[{ value: null, label: 'All' }, ...data.carTypes].map((option) => (
                    <label key={option.value ?? 'all'} className={segment}>
                      <input
                        type="radio"
                        name={`${id}-car-type`}
                        className="sr-only"
                        checked={carType === option.value}
                        onChange={() => setCarType(option.value)}
                      />
                      {option.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <fieldset>
              <legend className="mb-2 text-sm font-bold uppercase tracking-wide">Repayments</legend>
              <div className="flex gap-2">
                {FREQUENCIES.map((option) => (
                  <label key={option.value} className={segment}>
                    <input
                      type="radio"
                      name={`${id}-frequency`}
                      className="sr-only"
                      checked={frequency === option.value}
                      onChange={() => chooseFrequency(option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-repayment`} className="mb-1 block text-sm font-bold">
                {repaymentLabel}
              </label>
              <input
                id={`${id}-repayment`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={formatMoneyInput(repayment)}
                onChange={(event) => {
                  setRepayment(Math.round(coerceBudgetInput(event.target.value)));
                  setRepaymentEdited(true);
                }}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={`${id}-deposit`} className="mb-1 block text-sm font-bold">
                Deposit
              </label>
              <input
                id={`${id}-deposit`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={formatMoneyInput(deposit)}
                onChange={(event) => setDeposit(Math.round(coerceBudgetInput(event.target.value)))}
                className={inputClass}
              />
              {quickPicks.length > 0 && (
                <fieldset className="mt-2">
                  <legend className="sr-only">Quick pick deposit</legend>
                  <div className="flex flex-wrap gap-2">
                    {quickPicks.map((amount) => (
                      <button
                        key={amount}
                        type="button"
                        aria-pressed={deposit === amount}
                        onClick={() => setDeposit(coerceBudgetInput(amount))}
                        className="rounded-full border border-black/15 px-3 py-1 text-sm font-semibold aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast"
                      >
                        {formatMoneyInput(amount)}
                      </button>
                    ))}
                  </div>
                </fieldset>
              )}
            </div>
          </div>
        </div>

        <div className="flex flex-col gap-3 rounded-site bg-surface p-5">
          <p id={`${id}-estimate`} className="text-sm font-bold uppercase tracking-wide">
            Your estimated budget
          </p>
          <output
            aria-live="polite"
            aria-labelledby={`${id}-estimate`}
            className="block text-4xl font-black tabular-nums sm:text-5xl"
          >
            {formatAud(estimate)}
          </output>
          <p className="text-sm text-gray-700">
            {formatAud(repayment)} a {frequencyWord} for {BUDGET_TERM_YEARS} years plus a {formatAud(deposit)}{' '}
            deposit.
          </p>
          <p className="text-xs text-gray-600">{ESTIMATE_DISCLAIMER}</p>
          {button.disabled ? (
            <button
              type="button"
              disabled
              aria-describedby={`${id}-note`}
              className={`${primaryButton} cursor-not-allowed bg-gray-300 text-gray-700`}
            >
              {button.label}
            </button>
          ) : (
            <Link
              href={budgetHref}
              className={`${primaryButton} bg-brand text-brand-contrast hover:opacity-90`}
            >
              {button.label}
            </Link>
          )}
          <p id={`${id}-note`} aria-live="polite" className="text-sm font-semibold text-gray-800">
            {button.note}
          </p>
        </div>
      </div>

      <div className="mt-4 rounded-site border border-black/10 p-4 sm:p-6">
        <fieldset>
          <legend className="text-sm font-bold uppercase tracking-wide">Search by price range</legend>
          <p className="mt-1 text-lg font-bold tabular-nums" aria-live="polite">
            {formatAud(slider.min)} – {formatAud(slider.max)}
          </p>
          <RangeSlider
            value={slider}
            range={BUDGET_SLIDER}
            onValueChange={(next, moved) => setSlider(clampBudgetSlider(next, moved))}
            labels={{ min: 'Minimum price', max: 'Maximum price' }}
            valueText={formatAud}
            className="mt-2"
          />
        </fieldset>
        <Link
          href={sliderHref}
          className="mt-4 inline-block rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast hover:opacity-90"
        >
          Search This Price Range
        </Link>
      </div>
    </section>
  );
}
