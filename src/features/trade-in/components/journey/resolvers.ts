import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { FAILED_MESSAGE } from './rules';

// The steps' resolvers, each loading ./validation (zod and the trade-in schemas) on its first check; a
// focus in a step's form starts the load (preloadValidation), so the first Next rarely waits for it. If it
// cannot be fetched, the step says FAILED_MESSAGE and tries again on the next press.

const loadValidation = () => import('./validation');
type Validation = Awaited<ReturnType<typeof loadValidation>>;

export function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}

const lazy = <V extends FieldValues>(pick: (m: Validation) => Resolver<V>) =>
  lazyResolver<V>(
    () => loadValidation().then(pick),
    FAILED_MESSAGE,
    (error) => console.error('The trade-in checks could not be loaded', error),
  );

export const regoResolver = lazy((m) => m.regoResolver);
export const vehicleResolver = lazy((m) => m.vehicleResolver);
export const conditionResolver = lazy((m) => m.conditionResolver);
export const detailsResolver = lazy((m) => m.detailsResolver);
