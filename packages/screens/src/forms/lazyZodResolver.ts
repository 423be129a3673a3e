import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * A zod resolver whose schema (and zod itself) loads on first use instead of with the page: the
 * form renders at once, and the first validation, which react-hook-form runs on mount to know
 * whether the form is valid, fetches it. Used where the page's budget is tight (the login page).
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodMiniType<T, T>>,
): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<T>)
      .catch((error: unknown) => {
        resolver = undefined; // a failed chunk load is tried again on the next validation
        throw error;
      });
    return (await resolver)(values, context, options);
  };
}
