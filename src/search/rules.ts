// Pure rules for stock lists and vehicle cards (no I/O, no React).

import { RESERVED_LABEL } from '@/inventory/reservation-rules';
import { type CarStatus, isAvailable } from '@/inventory/status-rules';

export const NEW_TAG_DAYS = 8;
const DAY_MS = 86_400_000;

export type TagCar = {
  status: CarStatus;
  reserved: boolean;
  certified: boolean;
  carType: 'new' | 'demo' | 'used';
  tag: string | null;
  simpleFuel: string | null;
  createdAt: Date;
};

export type TagSettings = {
  electricTag: boolean;
  certifiedProgramme: boolean; // the site shows the certified badge
  makeRunsCertifiedProgramme: boolean;
  soldTagText: string;
  newTagText: string;
  greenTags: readonly string[];
};

export type CardTag =
  | { kind: 'sold' | 'electric' | 'hybrid' | 'reserved' | 'coming-soon' | 'new'; text: string }
  | { kind: 'certified'; text: string }
  | { kind: 'own'; text: string; tone: 'green' | 'red' }
  | null;

/** The card tag: the first matching rule of the spec's priority list wins. */
export function cardTag(car: TagCar, settings: TagSettings, now: Date): CardTag {
  if (!isAvailable(car.status)) return { kind: 'sold', text: settings.soldTagText };
  if (car.status === 'in_stock' && settings.electricTag) {
    if (car.simpleFuel === 'Electric') return { kind: 'electric', text: 'Electric' };
    if (car.simpleFuel === 'Hybrid' || car.simpleFuel === 'Plug-in Hybrid')
      return { kind: 'hybrid', text: 'Hybrid' };
  }
  if (car.reserved) return { kind: 'reserved', text: RESERVED_LABEL };
  if (
    car.certified &&
    car.carType === 'used' &&
    settings.certifiedProgramme &&
    settings.makeRunsCertifiedProgramme
  ) {
    return { kind: 'certified', text: 'Certified Pre-Owned' };
  }
  const own = car.tag?.trim();
  if (own) {
    const green = settings.greenTags.some((t) => t.toLowerCase() === own.toLowerCase());
    return { kind: 'own', text: own, tone: green ? 'green' : 'red' };
  }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON' };
  if (now.getTime() - car.createdAt.getTime() < NEW_TAG_DAYS * DAY_MS) {
    return { kind: 'new', text: settings.newTagText };
  }
  return null;
}

export type StockScope = {
  dealershipIds: number[];
  maxHiddenFromStock: number;
  carTypes: ('new' | 'demo' | 'used')[] | null; // null: all
  availableOnly: boolean; // in_stock and coming_soon; else recently sold cars too
  inStockOnly: boolean;
  soldSince: Date | null; // sold cars sold after this moment stay visible
  excludedMakes: string[];
  itemTypes: string[];
};

type ScopeConfig = {
  stockFilter: {
    hiddenFromStockCount: number;
    usedOnly: boolean;
    inStockOnly: boolean;
    excludedMakes: string[];
    itemTypes: string[];
  };
  includeSoldCarsDays: number;
};

/**
 * The site's default stock filter, which the server always ANDs under any visitor refinement: its own
 * visible dealerships, the hidden-from-stock count, used-only, in-stock-only, brand exclusions, item
 * types, and the sold-car window (recently sold cars stay listed for `includeSoldCarsDays`).
 */
export function stockScope(config: ScopeConfig, dealershipIds: number[], now: Date): StockScope {
  const f = config.stockFilter;
  const windowDays = f.inStockOnly ? 0 : config.includeSoldCarsDays;
  return {
    dealershipIds,
    maxHiddenFromStock: f.hiddenFromStockCount,
    carTypes: f.usedOnly ? ['used'] : null,
    availableOnly: windowDays === 0,
    inStockOnly: f.inStockOnly,
    soldSince: windowDays > 0 ? new Date(now.getTime() - windowDays * DAY_MS) : null,
    excludedMakes: f.excludedMakes,
    itemTypes: f.itemTypes,
  };
}
