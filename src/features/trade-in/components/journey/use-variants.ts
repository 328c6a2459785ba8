'use client';

import { useEffect, useState } from 'react';
import { fetchVariants, NO_VARIANTS, type Variants } from './calls';

/** Badges and series the platform knows for the make and model, as suggestions (features.redbook). */
export function useVariants(enabled: boolean, make: string, model: string): Variants {
  const [variants, setVariants] = useState<Variants>(NO_VARIANTS);
  useEffect(() => {
    if (!enabled || !make.trim() || !model.trim()) return;
    const controller = new AbortController();
    // Asked once the shopper stops typing.
    const timer = setTimeout(() => {
      fetchVariants(make.trim(), model.trim(), controller.signal).then((found) => {
        if (!controller.signal.aborted) setVariants(found);
      });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, make, model]);
  return variants;
}
