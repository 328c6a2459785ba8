'use client';

import { lazy } from 'react';
import { Deferred } from '@/ui/deferred';
import type { DeliveryCalculatorProps } from './delivery-calculator';
import type { FinanceCalculatorProps } from './finance-calculator';
import type { FuelCalculatorProps } from './fuel-calculator';

// The calculators sit below the fold: their code arrives after the page is interactive, keeping the
// vehicle page's first-load JavaScript inside its budget (decision 003). Until then a placeholder of
// about their size holds their place, with the id that links such as '#finance-calculator' target.
const FinanceCalculator = lazy(() =>
  import('./finance-calculator').then((m) => ({ default: m.FinanceCalculator })),
);
const FuelCalculator = lazy(() => import('./fuel-calculator').then((m) => ({ default: m.FuelCalculator })));
const DeliveryCalculator = lazy(() =>
  import('./delivery-calculator').then((m) => ({ default: m.DeliveryCalculator })),
);

const placeholder = (id: string, height: string) => (
  <section id={id} aria-busy="true" className={`${height} animate-pulse rounded-site bg-surface`} />
);

export function LazyFinanceCalculator(props: FinanceCalculatorProps) {
  return (
    <Deferred fallback={placeholder('finance-calculator', 'min-h-[44rem] md:min-h-[30rem]')}>
      <FinanceCalculator {...props} />
    </Deferred>
  );
}

export function LazyFuelCalculator(props: FuelCalculatorProps) {
  return (
    <Deferred fallback={placeholder('fuel-calculator', 'min-h-[22rem] md:min-h-[16rem]')}>
      <FuelCalculator {...props} />
    </Deferred>
  );
}

export function LazyDeliveryCalculator(props: DeliveryCalculatorProps) {
  return (
    <Deferred fallback={placeholder('delivery-calculator', 'min-h-[13rem]')}>
      <DeliveryCalculator {...props} />
    </Deferred>
  );
}
