import type { ComponentProps } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A select that takes a choice once React has hydrated. Hydration (and the render after it) sets a
 * controlled select, or one react-hook-form fills with its default, back to that value, so a choice made
 * in the server's HTML before then would be dropped without a word: until then it is disabled, as the
 * buttons that send its form are.
 */
export function HydratedSelect({ disabled, ...props }: ComponentProps<'select'>) {
  const hydrated = useHydrated();
  return <select {...props} disabled={disabled || !hydrated} />;
}
