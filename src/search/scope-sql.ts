import { and, eq, gte, inArray, isNotNull, lte, notInArray, or, type SQL } from 'drizzle-orm';
import { cars } from '../db/schema';
import { makeNames } from './engine/brand-aliases';
import type { StockScope } from './rules';

/** SQL for a stock scope; `inStockOnly` narrows further for rows that must be buyable now. */
export function scopeConditions(scope: StockScope, options: { inStockOnly?: boolean } = {}): SQL {
  const conditions: (SQL | undefined)[] = [
    inArray(cars.dealershipId, scope.dealershipIds.length ? scope.dealershipIds : [-1]),
    lte(cars.hiddenFromStock, scope.maxHiddenFromStock),
    eq(cars.showOnDealerWebsite, true),
    inArray(cars.itemType, scope.itemTypes as (typeof cars.itemType.enumValues)[number][]),
    scope.carTypes ? inArray(cars.carType, scope.carTypes) : undefined,
    scope.excludedMakes.length ? notInArray(cars.make, scope.excludedMakes.flatMap(makeNames)) : undefined,
  ];
  if (options.inStockOnly || scope.inStockOnly) conditions.push(eq(cars.status, 'in_stock'));
  else if (scope.availableOnly || !scope.soldSince)
    conditions.push(inArray(cars.status, ['in_stock', 'coming_soon']));
  else
    conditions.push(
      or(
        inArray(cars.status, ['in_stock', 'coming_soon']),
        and(isNotNull(cars.soldAt), gte(cars.soldAt, scope.soldSince)),
      ),
    );
  return and(...conditions) as SQL;
}
