'use client';
import { useId, useState } from 'react';
import { brandList, type FacetCounts, facetItems, modelSubList, modelToggleLabel } from '../../facet-rules';

type Props = {
  makes: FacetCounts;
  makeModels: FacetCounts; // 'Make|Model' → count
  selectedMakes: string[];
  selectedModels: string[];
  /** The makes and models the page itself selects (/search/toyota/hilux): ticked, not untickable here. */
  lockedMakes: string[];
  lockedModels: string[];
  popularMakesCount: number;
  onToggleMake: (make: string) => void;
  onToggleModel: (model: string) => void;
};

/** Makes, each ticked make with a 'Select models' / 'Hide' sub-list of its models (at most 30). */
export function MakeRefinement(props: Props) {
  const { makes, makeModels, popularMakesCount, lockedMakes, lockedModels } = props;
  const selectedMakes = [...new Set([...props.selectedMakes, ...lockedMakes])];
  const selectedModels = [...props.selectedModels, ...lockedModels];
  const id = useId();
  const [allMakes, setAllMakes] = useState(false);
  const [openModels, setOpenModels] = useState<Set<string>>(new Set());
  const items = facetItems({ ...Object.fromEntries(props.selectedMakes.map((m) => [m, 0])), ...makes });
  const list = brandList(items, { expanded: allMakes, popularMakesCount });
  const modelsOf = (make: string) =>
    facetItems(
      Object.fromEntries(
        Object.entries(makeModels)
          .filter(([key]) => key.startsWith(`${make}|`))
          .map(([key, count]) => [key.slice(make.length + 1), count]),
      ),
    );

  // No make to offer (a search that found nothing): no empty 'Make' heading either.
  if (list.items.length === 0) return null;
  return (
    <fieldset className="border-b border-black/10 py-4">
      <legend className="mb-2 text-sm font-bold uppercase tracking-wide">Make</legend>
      <ul className="space-y-1.5">
        {list.items.map((item, index) => {
          const ticked = selectedMakes.includes(item.value);
          const open = openModels.has(item.value);
          const models = modelSubList(modelsOf(item.value));
          return (
            <li key={item.value}>
              <div className="flex items-center gap-2 text-sm">
                {/* Ids by position: a make such as 'Land Rover' is not a valid id. */}
                <input
                  id={`${id}-${index}`}
                  type="checkbox"
                  className="size-4 accent-[var(--brand)] disabled:opacity-70"
                  checked={ticked}
                  disabled={lockedMakes.includes(item.value)}
                  onChange={() => props.onToggleMake(item.value)}
                />
                <label htmlFor={`${id}-${index}`} className="flex-1 cursor-pointer">
                  {item.label}
                </label>
                <span className="text-xs text-gray-600">{item.count}</span>
              </div>
              {ticked && models.length > 0 && (
                <div className="ml-6 mt-1">
                  <button
                    type="button"
                    aria-expanded={open}
                    className="text-xs font-bold text-brand-ink underline"
                    onClick={() =>
                      setOpenModels((prev) => {
                        const next = new Set(prev);
                        if (open) next.delete(item.value);
                        else next.add(item.value);
                        return next;
                      })
                    }
                  >
                    {modelToggleLabel(open)}
                  </button>
                  {open && (
                    <ul className="mt-1 space-y-1" aria-label={`${item.value} models`}>
                      {models.map((model) => (
                        <li key={model.value}>
                          <label className="flex cursor-pointer items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="size-4 accent-[var(--brand)]"
                              checked={selectedModels.includes(model.value)}
                              disabled={lockedModels.includes(model.value)}
                              onChange={() => props.onToggleModel(model.value)}
                            />
                            <span className="flex-1">{model.label}</span>
                            <span className="text-xs text-gray-600">{model.count}</span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {list.toggleLabel && (
        <button
          type="button"
          aria-expanded={allMakes}
          className="mt-2 text-sm font-bold text-brand-ink underline"
          onClick={() => setAllMakes((v) => !v)}
        >
          {list.toggleLabel}
        </button>
      )}
    </fieldset>
  );
}
