import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { localizeMessage } from '../i18n/localize-message';

/**
 * A react-hook-form resolver whose zod schema and resolver are loaded in their own chunk: the form renders
 * without waiting for them. `preload` starts the import ahead of the first submit, on mount or (sign-in, to
 * stay within its JS budget, decision 020) on the first interaction with the form; a submit before it has
 * arrived awaits it.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<z.core.$ZodType>,
): {
  resolver: Resolver<T>;
  preload: () => void;
} {
  let loaded: Promise<Resolver<T>> | undefined;
  const load = () => {
    loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return loaded;
  };
  const resolver: Resolver<T> = async (values, context, options) => {
    const result = await (await load())(values, context, options);
    // Shared schemas speak English catalogue texts; the form shows them in the user's language.
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') {
        error.message = localizeMessage(error.message);
      }
    }
    return result;
  };
  return { resolver, preload: () => void load() };
}
