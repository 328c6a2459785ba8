import 'server-only';
import type { Site } from '@/tenancy/get-site';
import { BUDGET_PRICE_FLOOR } from './budget-rules';
import type { ListField } from './engine/types';
import { type FacetItem, orderBodyFacet, orderCarTypes } from './facet-rules';
import type { Refinements } from './schema';
import { engineQuery, searchIndex } from './stock-search';

export type BudgetCarType = 'new' | 'demo' | 'used';

/** In-stock cars priced above the budget floor for one choice of car type and body (null: any). */
export type BudgetSelection = {
  carType: BudgetCarType | null;
  body: string | null;
  count: number;
  /** The lowest price among them; null when there are none. */
  lowestPrice: number | null;
};

export type BudgetFinderData = {
  /** Body tiles, in the body facet's order and limit (AF §9); counts are per selection. */
  bodies: string[];
  /** The car types the site has in stock, in the order new, demo, used. */
  carTypes: { value: BudgetCarType; label: string }[];
  /** Every combination of car type (or any) and body (or any). */
  selections: BudgetSelection[];
};

const CAR_TYPES = new Set<string>(['new', 'demo', 'used']);

/**
 * What the Budget finder needs from the stock (AF §2): the body tiles with their counts and, for each
 * choice of car type and body, how many in-stock cars its search could find and the lowest price among
 * them, so the button can read '0 {type}s Found' when the budget is below it. Prices at or below the
 * budget search floor are left out, as the button's own search leaves them out.
 */
export async function budgetFinderData(site: Site, now = new Date()): Promise<BudgetFinderData> {
  const index = await searchIndex();
  const probe = (carType: BudgetCarType | null, body: string | null, facets: ListField[] = []) => {
    const filters: Refinements = {
      status: ['in_stock'],
      price: { min: BUDGET_PRICE_FLOOR + 1 },
      ...(carType ? { car_type: [carType] } : {}),
      ...(body ? { body: [body] } : {}),
    };
    const query = engineQuery(site, { filters, hitsPerPage: 1, offset: 0, sort: 'relevance' }, now);
    return index.engine.search({ ...query, facets, stats: ['price'], limit: 0 });
  };

  const all = probe(null, null, ['body', 'car_type']);
  const bodies = orderBodyFacet(all.facets.body, site.config.customBodies)
    .filter((item) => item.count > 0)
    .map((item) => item.value);
  const carTypes = orderCarTypes(all.facets.car_type)
    .filter(
      (item): item is FacetItem & { value: BudgetCarType } => CAR_TYPES.has(item.value) && item.count > 0,
    )
    .map((item) => ({ value: item.value, label: item.label }));

  const selections: BudgetSelection[] = [];
  for (const carType of [null, ...carTypes.map((t) => t.value)]) {
    for (const body of [null, ...bodies]) {
      const result = carType === null && body === null ? all : probe(carType, body);
      selections.push({ carType, body, count: result.count, lowestPrice: result.stats.price?.min ?? null });
    }
  }
  return { bodies, carTypes, selections };
}
