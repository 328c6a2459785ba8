'use client';
import { useState } from 'react';
import { formatAud, formatNumber } from '@/lib/money';
import {
  type CalculatorBounds,
  clampAmount,
  clampInput,
  type RangeBounds,
} from '@/repayments/repayment-rules';
import { ASSUMED_RATE_LABEL, formatRate, formatTerm, numberFromText } from '../../calculator-rules';
import { RangeField } from './range-field';

// The fields both finance calculators share: one amount (with its clamp message), term and interest.

export const moneyField = {
  prefix: '$',
  unit: 'in dollars',
  toText: formatNumber,
  valueText: formatAud,
} as const;

/** A box's typed text, clamped into the slider's range, then set. */
export const clampedCommit = (range: RangeBounds, set: (n: number) => void) => (typed: string) =>
  set(clampInput(numberFromText(typed), range));

/** The amount slider and its state: a typed amount outside the bounds is clamped and says why. */
export function useAmountField(bounds: CalculatorBounds) {
  const [amount, setAmount] = useState(bounds.amount.default);
  const [message, setMessage] = useState<string | null>(null);
  return { amount, setAmount, message, setMessage };
}

type FieldProps = { id: string; bounds: CalculatorBounds; onEdit: () => void };

export function AmountField({
  id,
  label,
  bounds,
  onEdit,
  field,
}: FieldProps & { label: string; field: ReturnType<typeof useAmountField> }) {
  return (
    <div>
      <RangeField
        label={label}
        {...moneyField}
        value={field.amount}
        range={bounds.amount}
        describedBy={`${id}-amount-message`}
        invalid={field.message !== null}
        onEdit={onEdit}
        onChange={(value) => {
          field.setAmount(value);
          field.setMessage(null);
        }}
        onCommit={(typed) => {
          const result = clampAmount(numberFromText(typed), bounds);
          field.setAmount(result.value);
          field.setMessage(result.message);
        }}
      />
      <p
        id={`${id}-amount-message`}
        aria-live="polite"
        className="mt-1 min-h-5 text-sm font-semibold text-red-700"
      >
        {field.message}
      </p>
    </div>
  );
}

export function TermField({
  bounds,
  onEdit,
  value,
  set,
}: FieldProps & { value: number; set: (n: number) => void }) {
  return (
    <RangeField
      label="Term"
      unit="in years"
      suffix="years"
      toText={String}
      valueText={formatTerm}
      value={value}
      range={bounds.term}
      onEdit={onEdit}
      onChange={set}
      onCommit={clampedCommit(bounds.term, set)}
    />
  );
}

export function InterestField({
  bounds,
  onEdit,
  value,
  set,
}: FieldProps & { value: number; set: (n: number) => void }) {
  return (
    <RangeField
      label={bounds.interest.locked ? ASSUMED_RATE_LABEL.locked : ASSUMED_RATE_LABEL.open}
      unit={bounds.interest.locked ? 'percent per annum, set by the dealer' : 'percent per annum'}
      suffix="% p.a."
      toText={String}
      valueText={(rate) => `${formatRate(rate)} per annum`}
      value={value}
      range={bounds.interest}
      readOnly={bounds.interest.locked}
      onEdit={onEdit}
      onChange={set}
      onCommit={clampedCommit(bounds.interest, set)}
    />
  );
}
