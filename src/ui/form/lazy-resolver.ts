import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

// zod and a form's schema are the bulk of its JavaScript: a form loads its resolver (a module that
// imports '@/lib/zod-jitless' first, then makes the zodResolver of the schema its route checks with)
// when the shopper starts on it, not with the page, and the first check waits for it.

/**
 * A resolver that loads the real one on first use. If it cannot be fetched (the connection dropped),
 * the check answers `failedMessage` as a form-level error (errors.root) and tries again next time.
 */
export function lazyResolver<V extends FieldValues>(
  load: () => Promise<Resolver<V>>,
  failedMessage: string,
  onLoadError: (error: unknown) => void = () => undefined,
): Resolver<V> {
  let loading: Promise<Resolver<V>> | null = null;
  return async (values, context, options) => {
    loading ??= load();
    let check: Resolver<V>;
    try {
      check = await loading;
    } catch (error) {
      onLoadError(error);
      loading = null;
      // react-hook-form types `root` as a map of named errors, hence the cast.
      const errors = { root: { type: 'load', message: failedMessage } } as unknown as FieldErrors<V>;
      return { values: {}, errors };
    }
    return check(values, context, options);
  };
}
