'use client';

import { lazy } from 'react';
import { LazyHydration } from '@/ui/lazy-hydration';
import { SaveSearchButton as ServerSaveSearchButton } from './save-search-button';

// The server renders the button at once; the browser's bundle, where this condition is false at build
// time, keeps only the lazy() import.
const SaveSearchButton =
  typeof window === 'undefined'
    ? ServerSaveSearchButton
    : lazy(() => import('./save-search-button').then((m) => ({ default: m.SaveSearchButton })));

/**
 * 'Save this search' with its code out of the results page's first load: drawn on the server as usual,
 * hydrated once its code arrives, and a press before then is carried out when it does.
 */
export function LazySaveSearchButton() {
  return (
    <LazyHydration>
      <SaveSearchButton />
    </LazyHydration>
  );
}
