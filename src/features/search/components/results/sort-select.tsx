'use client';
import { useId } from 'react';
import type { SortKey } from '@/search/engine/types';
import { HydratedSelect } from '@/ui/hydrated-select';

export const SORT_LABELS: Record<SortKey, string> = {
  relevance: 'Best match',
  newest: 'Newest listings',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  km_asc: 'Kilometres: low to high',
  km_desc: 'Kilometres: high to low',
  year_desc: 'Year: newest first',
  year_asc: 'Year: oldest first',
};

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="whitespace-nowrap font-semibold max-sm:sr-only">
        Sort by
      </label>
      <HydratedSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortKey)}
        className="rounded-site border border-black/20 bg-white px-2 py-2"
      >
        {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </HydratedSelect>
    </div>
  );
}
