'use client';

import { type ComponentProps, lazy } from 'react';
import { LazyHydration } from '@/ui/lazy-hydration';
import { DriveAwayEstimate as ServerDriveAwayEstimate } from './drive-away-estimate';

// Rendered on the server at once, under the price; its state picker's code arrives as the page hydrates,
// outside the vehicle page's first-load JavaScript (decision 003).
const DriveAwayEstimate =
  typeof window === 'undefined'
    ? ServerDriveAwayEstimate
    : lazy(() => import('./drive-away-estimate').then((m) => ({ default: m.DriveAwayEstimate })));

export function LazyDriveAwayEstimate(props: ComponentProps<typeof ServerDriveAwayEstimate>) {
  return (
    <LazyHydration>
      <DriveAwayEstimate {...props} />
    </LazyHydration>
  );
}
