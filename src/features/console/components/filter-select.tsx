import type { Choice } from '../leads/choices';

// A console list's filter control: a labelled select whose empty choice means "any", in a plain GET form.

export const filterControl =
  'mt-1 block min-h-11 w-full rounded-site border border-black/30 bg-white px-3 py-2 text-base focus:outline-2 focus:outline-brand';

export function FilterSelect({
  name,
  label,
  value,
  any,
  options,
}: {
  name: string;
  label: string;
  value: string;
  /** The empty choice's words: 'Any status'. */
  any: string;
  options: Choice[];
}) {
  return (
    <label className="block font-semibold">
      {label}
      <select name={name} defaultValue={value} className={filterControl}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
