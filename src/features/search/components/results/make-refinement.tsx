'use client';
import { useId } from 'react';
import {
  brandList,
  type FacetCounts,
  type FacetItem,
  facetItems,
  modelSubList,
  modelToggleLabel,
} from '@/search/facet-rules';
import { useDisclosure } from '@/ui/use-disclosure';

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
  const allMakes = useDisclosure();
  const items = facetItems({ ...Object.fromEntries(props.selectedMakes.map((m) => [m, 0])), ...makes });
  const list = brandList(items, { expanded: allMakes.expanded, popularMakesCount });
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
      <ul id={allMakes.contentId} className="space-y-1.5">
        {list.items.map((item, index) => {
          const ticked = selectedMakes.includes(item.value);
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
                <ModelList
                  make={item.value}
                  models={models}
                  selected={selectedModels}
                  locked={lockedModels}
                  onToggle={props.onToggleModel}
                />
              )}
            </li>
          );
        })}
      </ul>
      {list.toggleLabel && (
        <button {...allMakes.toggleProps} className="mt-2 text-sm font-bold text-brand-ink underline">
          {list.toggleLabel}
        </button>
      )}
    </fieldset>
  );
}

type ModelListProps = {
  make: string;
  models: FacetItem[];
  selected: string[];
  locked: string[];
  onToggle: (model: string) => void;
};

/** A ticked make's 'Select models' / 'Hide' toggle and its models. */
function ModelList({ make, models, selected, locked, onToggle }: ModelListProps) {
  const { expanded, contentId, toggleProps } = useDisclosure();
  return (
    <div className="ml-6 mt-1">
      <button {...toggleProps} className="text-xs font-bold text-brand-ink underline">
        {modelToggleLabel(expanded)}
      </button>
      {expanded && (
        <ul id={contentId} className="mt-1 space-y-1" aria-label={`${make} models`}>
          {models.map((model) => (
            <li key={model.value}>
              <label className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--brand)]"
                  checked={selected.includes(model.value)}
                  disabled={locked.includes(model.value)}
                  onChange={() => onToggle(model.value)}
                />
                <span className="flex-1">{model.label}</span>
                <span className="text-xs text-gray-600">{model.count}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
