'use client';
import { formatAud, formatNumber } from '@/lib/money';
import type { ListField } from '@/search/engine/types';
import {
  cityFacetItems,
  dealershipFacetItems,
  type FacetCounts,
  type FacetItem,
  facetItems,
  orderBodyFacet,
  orderCarTypes,
} from '@/search/facet-rules';
import type { Refinements } from '@/search/schema';
import type { SliderBounds } from '@/search/slider-rules';
import type { SearchState, UrlListField, UrlRangeField } from '@/search/url-state';
import { MakeRefinement } from './make-refinement';
import { RangeFilter } from './range-filter';
import { RefinementList } from './refinement-list';

export type FilterContext = {
  facets: Partial<Record<ListField, FacetCounts>>;
  bounds: Record<UrlRangeField, SliderBounds>;
  popularMakesCount: number;
  customBodies: boolean;
};

type Props = FilterContext & {
  state: SearchState;
  /** What the page itself selects: shown ticked; refinements narrow it. */
  preset: Refinements;
  onChange: (next: SearchState) => void;
};

const STATUS_LABELS: Record<string, string> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  sold: 'Recently sold',
};

const lists: { field: UrlListField; title: string; items: (counts?: FacetCounts) => FacetItem[] }[] = [
  { field: 'price_range', title: 'Price range', items: (c) => facetItems(c, { order: 'price-range' }) },
  { field: 'fuel', title: 'Fuel', items: (c) => facetItems(c) },
  { field: 'transmission', title: 'Transmission', items: (c) => facetItems(c) },
  { field: 'drive', title: 'Drive', items: (c) => facetItems(c) },
  { field: 'colour', title: 'Colour', items: (c) => facetItems(c) },
  {
    field: 'seats',
    title: 'Seats',
    items: (c) => facetItems(c, { order: 'name', label: (v) => `${v} seats` }),
  },
  { field: 'location_name', title: 'Location', items: (c) => facetItems(c) },
  { field: 'city', title: 'City', items: cityFacetItems },
  { field: 'state', title: 'State', items: (c) => facetItems(c, { label: (v) => v.toUpperCase() }) },
  { field: 'dealership_name', title: 'Dealership', items: dealershipFacetItems },
  { field: 'categories', title: 'Categories', items: (c) => facetItems(c) },
  { field: 'tag', title: 'Offers and tags', items: (c) => facetItems(c) },
  {
    field: 'status',
    title: 'Availability',
    items: (c) => facetItems(c, { label: (v) => STATUS_LABELS[v] ?? v }),
  },
];

/** Every refinement of the results page. Lists offer only values the current results contain. */
export function Filters({ state, preset, onChange, facets, bounds, popularMakesCount, customBodies }: Props) {
  const locked = (field: UrlListField): string[] => {
    const values = preset[field as keyof Refinements];
    return Array.isArray(values) ? values.map(String) : [];
  };
  const toggle = (field: UrlListField, value: string) => {
    const current = state.lists[field] ?? [];
    const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    const next = { ...state.lists, [field]: values };
    // Unticking a make drops its models too.
    if (field === 'make' && !values.includes(value)) {
      const prefix = `${value}|`;
      const models = Object.keys(facets.make_model ?? {})
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length));
      next.model = (next.model ?? []).filter((m) => !models.includes(m));
    }
    onChange({ ...state, lists: next, page: 1 });
  };
  const setRange = (field: UrlRangeField, param: string | null) => {
    const ranges = { ...state.ranges };
    if (param) ranges[field] = param;
    else delete ranges[field];
    onChange({ ...state, ranges, page: 1 });
  };
  const selected = (field: UrlListField) => state.lists[field] ?? [];

  return (
    <div>
      <MakeRefinement
        makes={facets.make ?? {}}
        makeModels={facets.make_model ?? {}}
        selectedMakes={selected('make')}
        selectedModels={selected('model')}
        lockedMakes={locked('make')}
        lockedModels={locked('model')}
        popularMakesCount={popularMakesCount}
        onToggleMake={(make) => toggle('make', make)}
        onToggleModel={(model) => toggle('model', model)}
      />
      <RefinementList
        title="Condition"
        items={orderCarTypes(facets.car_type)}
        selected={selected('car_type')}
        locked={locked('car_type')}
        onToggle={(v) => toggle('car_type', v)}
      />
      <RefinementList
        title="Body type"
        items={orderBodyFacet(facets.body, customBodies)}
        selected={selected('body')}
        locked={locked('body')}
        onToggle={(v) => toggle('body', v)}
      />
      <RangeFilter
        title="Price"
        field="price"
        bounds={bounds.price}
        param={state.ranges.price}
        format={formatAud}
        onChange={(p) => setRange('price', p)}
      />
      <RangeFilter
        title="Kilometres"
        field="km"
        bounds={bounds.km}
        param={state.ranges.km}
        format={(v) => `${formatNumber(v)} km`}
        onChange={(p) => setRange('km', p)}
      />
      <RangeFilter
        title="Year"
        field="year"
        bounds={bounds.year}
        param={state.ranges.year}
        format={String}
        onChange={(p) => setRange('year', p)}
      />
      {lists.map(({ field, title, items }) => (
        <RefinementList
          key={field}
          title={title}
          items={items(facets[field as ListField])}
          selected={selected(field)}
          locked={locked(field)}
          onToggle={(v) => toggle(field, v)}
        />
      ))}
    </div>
  );
}
