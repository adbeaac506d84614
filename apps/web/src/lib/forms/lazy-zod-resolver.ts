import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { localizeMessage } from '../i18n/localize-message';

/**
 * A react-hook-form resolver whose zod schema and resolver are loaded on first use. zod weighs about 25 KB
 * gzipped; loading it after the first paint keeps the sign-in route inside its budget, and the route starts
 * the import right away (`preload`) so the first submit does not wait.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): {
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
