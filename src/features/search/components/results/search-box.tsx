'use client';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/search/slider-rules';
import { SearchIcon } from '@/ui/icons/search';

type Props = {
  value: string;
  placeholder: string;
  onChange: (query: string) => void;
  /** The shopper's latest searches on this site, offered as the box's suggestions. */
  recent?: readonly string[];
};

/** The results page's search box: commits 300 ms after the last keystroke (or at once on Enter). */
export function SearchBox({ value, placeholder, onChange, recent = [] }: Props) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value.trim()) onChange(next);
  };
  return (
    <search>
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          commit(text);
        }}
      >
        <label htmlFor="results-query" className="sr-only">
          Search stock
        </label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-gray-500"
        />
        <input
          id="results-query"
          type="search"
          list={recent.length ? 'results-query-recent' : undefined}
          maxLength={200}
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
          }}
          className="w-full rounded-site border border-black/20 bg-white py-3 pl-10 pr-3 text-base"
        />
        {recent.length > 0 && (
          <datalist id="results-query-recent">
            {recent.map((entry) => (
              <option key={entry} value={entry} />
            ))}
          </datalist>
        )}
      </form>
    </search>
  );
}
