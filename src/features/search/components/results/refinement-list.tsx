'use client';
import { useId } from 'react';
import type { FacetItem } from '@/search/facet-rules';

type Props = {
  title: string;
  items: FacetItem[];
  selected: string[];
  /** Values the page itself selects (the make of /search/toyota): shown ticked, not untickable here. */
  locked?: string[];
  onToggle: (value: string) => void;
};

/** A refinement list: one checkbox per value with its count. */
export function RefinementList({ title, items, selected, locked = [], onToggle }: Props) {
  const id = useId();
  if (items.length === 0 && selected.length === 0) return null;
  const fixed = new Set(locked);
  const chosen = new Set([...selected, ...locked]);
  // A ticked value with no hits left still shows, so it can be unticked.
  const shown = [
    ...items,
    ...selected
      .filter((v) => !fixed.has(v) && !items.some((i) => i.value === v))
      .map((v) => ({ label: v, value: v, count: 0 })),
  ];
  return (
    <fieldset className="border-b border-black/10 py-4">
      <legend className="mb-2 text-sm font-bold uppercase tracking-wide">{title}</legend>
      <ul className="space-y-1.5">
        {shown.map((item, index) => (
          <li key={item.value}>
            {/* Ids by position: values such as 'Land Rover' or '$10,000 - $20,000' are not valid ids. */}
            <label htmlFor={`${id}-${index}`} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                id={`${id}-${index}`}
                type="checkbox"
                className="size-4 accent-[var(--brand)] disabled:opacity-70"
                checked={chosen.has(item.value)}
                disabled={fixed.has(item.value)}
                onChange={() => onToggle(item.value)}
              />
              <span className="flex-1">{item.label}</span>
              <span className="text-xs text-gray-600">{item.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
