'use client';

import { type ComponentProps, lazy } from 'react';
import { LazyHydration } from '@/ui/lazy-hydration';
import { ReserveForm as ServerReserveForm } from './reserve-form';

// The server renders the form at once, so its HTML is whole in the first flush; the browser's bundle, where
// this condition is false at build time, keeps only the lazy() import.
const ReserveForm =
  typeof window === 'undefined'
    ? ServerReserveForm
    : lazy(() => import('./reserve-form').then((m) => ({ default: m.ReserveForm })));

/**
 * The deposit's form in a chunk of its own (with react-hook-form), for the reserve page, whose first paint
 * does not need its script: rendered on the server as usual, its script loads as the page hydrates, so
 * the page's first-load JavaScript stays within its budget.
 */
export function LazyReserveForm(props: ComponentProps<typeof ServerReserveForm>) {
  return (
    <LazyHydration>
      <ReserveForm {...props} />
    </LazyHydration>
  );
}
