'use client';
import { type KeyboardEvent, useId, useState } from 'react';
import { Slider } from '@/ui/slider';
import { draftValue } from '../../calculator-rules';

export type RangeFieldProps = {
  label: string;
  /** Read by screen readers after the label, e.g. 'in dollars', since the '$' and 'years' are visual. */
  unit: string;
  value: number;
  range: { min: number; max: number; step: number };
  /** The value in the text box: 30000 → '30,000'. */
  toText: (value: number) => string;
  /** The slider's spoken value: 30000 → '$30,000'. */
  valueText: (value: number) => string;
  prefix?: string;
  suffix?: string;
  /** A site-locked value: the box is read-only and there is no slider. */
  readOnly?: boolean;
  /** id of a message about this field (the amount's range message), linked by aria-describedby. */
  describedBy?: string;
  invalid?: boolean;
  /** A new value: the slider moved, or the text typed so far is a number inside the range. */
  onChange: (value: number) => void;
  /** The text box was left (or Enter pressed) with this text; the caller clamps it. */
  onCommit: (text: string) => void;
  /** Any edit by the user, in range or not (the first one is an analytics event). */
  onEdit: () => void;
};

const box =
  'flex w-40 items-center rounded-site border border-black/20 focus-within:border-brand focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand';

/** A labelled slider with a number box beside it, kept in step; typing is clamped when the box is left. */
export function RangeField({
  label,
  unit,
  value,
  range,
  toText,
  valueText,
  prefix,
  suffix,
  readOnly = false,
  describedBy,
  invalid = false,
  onChange,
  onCommit,
  onEdit,
}: RangeFieldProps) {
  const id = useId();
  // The text while the user is typing; null shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    onCommit(draft);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label id={`${id}-label`} htmlFor={`${id}-input`} className="text-sm font-bold">
          {label}
          <span className="sr-only"> {unit}</span>
        </label>
        <div className={`${box} ${readOnly ? 'bg-surface' : 'bg-white'}`}>
          {prefix && (
            <span aria-hidden="true" className="pl-3 font-bold text-gray-700">
              {prefix}
            </span>
          )}
          <input
            id={`${id}-input`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            readOnly={readOnly}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={draft ?? toText(value)}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              onEdit();
              const next = draftValue(text, range);
              if (next !== null) onChange(next);
            }}
            onBlur={commit}
            onKeyDown={onKeyDown}
            className="w-full min-w-0 bg-transparent px-2 py-1.5 text-right font-bold tabular-nums focus:outline-none"
          />
          {suffix && (
            <span aria-hidden="true" className="pr-3 text-sm text-gray-700">
              {suffix}
            </span>
          )}
        </div>
      </div>
      {!readOnly && (
        <Slider
          value={value}
          range={range}
          labelledBy={`${id}-label`}
          valueText={valueText}
          onValueChange={(next) => {
            setDraft(null);
            onEdit();
            onChange(next);
          }}
        />
      )}
    </div>
  );
}
